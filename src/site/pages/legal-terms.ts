import type { PageWords } from '../types';

/** /legal/terms: the terms of use. */
export const termsPage: PageWords = {
  title: 'Terms of Use',
  description:
    'The terms that govern your use of the Wasla website and visitor accounts, including acceptable use, content, liability and Saudi governing law.',
  heading: 'Terms of use',
  intro:
    'These terms govern your use of the Wasla website and of any account you create on it. By using the site, you agree to them.',
  hero: { eyebrow: 'Legal' },
  tableOfContents: true,
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        'This website is operated by Wasla, a consultancy based in Riyadh, Kingdom of Saudi Arabia. These terms apply to every visitor and to every account holder. If you do not agree with them, please do not use the site. We may update these terms from time to time, and the version published on this page applies from the date it is posted.',
      ],
    },
    {
      heading: 'Using the website',
      paragraphs: [
        'You may browse the site, read its content and share links to it for personal or business purposes. You must not use the site in any way that is unlawful, that could damage or disrupt it, or that interferes with anyone else’s use of it. In particular, you must not engage in any of the following.',
      ],
      bullets: [
        'Attempting to gain unauthorised access to the site, its servers or other users’ accounts',
        'Introducing malicious code, or running automated scraping that burdens the service',
        'Submitting false, misleading or offensive information',
        'Using the site to send unsolicited advertising',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'To create an account, you provide details such as your name, email address, company and phone number, and choose a password. You are responsible for keeping your password confidential and for activity under your account. Please give accurate information and keep it up to date from your profile page.',
        'You may delete your account at any time from your profile page. We may suspend or close an account that breaches these terms or that we reasonably believe is being misused, and where appropriate we will tell you why. Closing an account does not affect rights or obligations that arose before it was closed.',
      ],
    },
    {
      heading: 'Information, not advice',
      paragraphs: [
        'The content on this site, including articles and success stories, is general information about Saudi government contracting. It is not legal, tax, financial or other professional advice, and it may not reflect the latest regulatory changes. Take advice on your own circumstances before acting. Our consulting services are provided only under a separate written agreement with Wasla.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The site and its content, including text, illustrations and the Wasla name and logo, are owned by Wasla or used with permission, and are protected by applicable intellectual property laws. You may view and print pages for your own reference, but you may not copy, adapt, republish or use our content or brand for commercial purposes without our prior written consent.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'The site may link to external websites, such as government portals and regulators, for your convenience. We do not control those sites and are not responsible for their content, availability or privacy practices. A link does not mean that we endorse the other site or that its owner endorses us, and your use of it is governed by its own terms.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'We take care to keep the site accurate and available, but we provide it as it is and cannot guarantee that it will always be uninterrupted, error-free or up to date. To the extent permitted by law, Wasla is not liable for any loss arising from your use of the site or from reliance on its content. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: [
        'Our privacy notice explains what personal data we collect through the site, how we use and protect it, and the rights you have under the Personal Data Protection Law. By creating an account, you acknowledge that we will process your data as described in that notice, which forms part of these terms.',
      ],
    },
    {
      heading: 'Governing law and contact',
      paragraphs: [
        'These terms are governed by the laws of the Kingdom of Saudi Arabia. Any dispute arising from them or from your use of the site falls within the jurisdiction of the competent courts of the Kingdom. If you have a question about these terms, please contact us through the contact page and we will be glad to help.',
      ],
    },
  ],
};
