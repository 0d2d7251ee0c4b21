import { enquiryPrivacySections } from '../enquiry-copy';
import type { PageWords } from '../types';

/** /legal/privacy: the privacy notice. */
export const privacyPage: PageWords = {
  title: 'Privacy Notice',
  description:
    'What the Wasla website stores, how your account data and browser storage are used, and your rights under Saudi Arabia’s Personal Data Protection Law.',
  heading: 'Privacy notice',
  intro:
    'This notice explains what personal data the Wasla website collects, how it is used and stored, and the rights you have under the Personal Data Protection Law of the Kingdom of Saudi Arabia.',
  hero: { eyebrow: 'Legal' },
  tableOfContents: true,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'The website is operated by Wasla, a consultancy based in Riyadh, Kingdom of Saudi Arabia. We are responsible for the personal data described in this notice, and we process it in line with the Personal Data Protection Law (PDPL) and its implementing regulations. If you have any question about your data, you can contact us through the contact page.',
      ],
    },
    {
      heading: 'What we store when you create an account',
      paragraphs: [
        'When you register, we store the details you provide so that you can sign in and manage your profile. We ask only for what the account needs, and you can review and correct these details at any time from your profile page.',
      ],
      bullets: [
        'Your first name and last name',
        'Your email address, which you use to sign in',
        'Your company name',
        'Your phone number',
        'A hash of your password, a one-way transformation from which the password cannot be recovered; we never store the password itself',
      ],
    },
    {
      heading: 'What your browser keeps',
      paragraphs: [
        'To keep you signed in and remember a simple preference, the site stores a small amount of data in your browser’s local storage on your own device. We do not use cookies for this purpose, and the data is not shared with anyone else.',
        'When you sign out, the sign-in token is removed from your browser. You can also clear all of this data at any time in your browser settings; the only effect is that you will need to sign in again and may see the intro journey once more.',
      ],
      bullets: [
        'auth_token: a sign-in token that tells the site you are signed in',
        'user_data: a copy of your basic account details, so pages can show your name and profile',
        'hasSeenParallex: a marker recording that you have seen the intro journey, so it is not shown again',
      ],
    },
    {
      heading: 'No advertising trackers',
      paragraphs: [
        'We do not use third-party trackers, advertising networks or advertising cookies, and we do not sell or rent your personal data or build advertising profiles of our visitors. Our servers keep routine technical logs, such as request times and error reports, to keep the site secure and working, and these are used only for that purpose.',
      ],
    },
    ...enquiryPrivacySections,
    {
      heading: 'How we use and protect your data',
      paragraphs: [
        'We use your account data to create and secure your account, sign you in, show and update your profile and respond to requests you make. If you contact us, we use the details in your message to reply, as the section on enquiries below explains. We do not use your data for automated decisions about you, and we do not send marketing messages without your consent.',
        'Passwords are stored only as secure hashes, connections to the site are encrypted, and access to account data is limited to people who need it to run the service. We keep account data for as long as your account exists. When you delete your account, we delete your account data, except for any records the law requires us to keep.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under the Personal Data Protection Law you have rights over your personal data, and you can exercise the most important of them directly on the site, without needing to contact anyone. For any other request, contact us through the contact page and we will respond within the period that the law requires.',
      ],
      bullets: [
        'The right to be informed about how your data is processed, which this notice provides',
        'The right to access your data and obtain a copy of it',
        'The right to correct inaccurate or incomplete data, which you can do on your profile page',
        'The right to have your data destroyed: you can delete your account from your profile page at any time',
        'The right to withdraw your consent where processing is based on consent',
      ],
    },
    {
      heading: 'Sharing and transfers',
      paragraphs: [
        'We do not share your personal data with third parties for their own purposes. We may use trusted service providers, such as hosting providers, to run the site on our behalf, under agreements that protect your data. We disclose data to authorities only where the law requires it, and any transfer outside the Kingdom follows the rules of the PDPL.',
      ],
    },
    {
      heading: 'Changes and complaints',
      paragraphs: [
        'We may update this notice when the site or the law changes, and the version on this page is always the current one. If you have a question or a complaint about how we handle your data, please contact us first through the contact page. You also have the right to complain to the Saudi Data and Artificial Intelligence Authority (SDAIA), which oversees the PDPL.',
      ],
    },
  ],
};
