/**
 * Search crawlers, performance auditors and social preview crawlers. For them a client
 * error is only logged: an error page would be indexed or previewed instead of the page.
 */
const botPattern =
  /bot\b|crawler|spider|slurp|googlebot|bingbot|yandex|baiduspider|duckduckbot|applebot|chrome-lighthouse|lighthouse|pagespeed|gtmetrix|facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|discordbot|telegrambot|whatsapp|embedly|pinterest|headlesschrome/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && botPattern.test(userAgent));
}
