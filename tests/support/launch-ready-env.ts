/** Every production variable set as a live site would have it (with content/ here: ready to launch). */
export const launchReadyEnv = {
  SITE_URL: 'https://wasla.example',
  AUTH_SECRET: 'a-random-secret-of-more-than-32-characters',
  SMTP_URL: 'smtp://mail.example.com:587',
  ENQUIRY_TO: 'enquiries@example.com',
  MAIL_FROM: 'Wasla website <no-reply@wasla.example>',
  STAFF_EMAILS: 'staff@example.com',
  REVALIDATE_SECRET: 'sixteen-characters-or-more',
  NEXT_PUBLIC_MAPS_API_KEY: 'maps-key',
};
