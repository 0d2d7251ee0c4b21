import { fileCompany, sampleNote, type Company } from '../company';
import type { PageWords } from '../types';

/** /contact-us: the office, the ways to reach the team and the enquiry form. */
export const contactPageFor = (company: Company): PageWords => ({
  title: 'Contact Us',
  description:
    'Contact Wasla’s team in Riyadh about Saudi government contracts, market entry, tenders or partnerships. Tell us about your goals and we will reply.',
  heading: 'Talk to our team',
  intro:
    'Whether you are exploring the Saudi market or preparing for a specific tender, we would be glad to hear from you. Send us a message and the right specialist will reply.',
  hero: { eyebrow: 'Contact' },
  sections: [
    {
      kind: 'contact',
      heading: 'Our office in Riyadh',
      intro:
        'Riyadh is home to most of the ministries and authorities our clients work with. We meet clients here in person, by video call wherever they are, and travel across the Kingdom for site visits and mobilisation.',
    },
    {
      kind: 'slot',
      name: 'enquiry-form',
      heading: 'Send us a message',
      intro: 'The right specialist will reply. You do not need to have everything decided.',
      fallback: {
        body: `Write to us at ${company.email.address}${sampleNote(company.email)} or call ${company.phone.display}${sampleNote(company.phone)}, ${company.hours.label}.`,
        action: { label: 'Email our team', href: `mailto:${company.email.address}` },
      },
      guidance: [
        {
          kind: 'checklist',
          heading: 'What to include in your enquiry',
          intro:
            'A little context helps us connect you with the right specialist and make our first conversation useful.',
          items: [
            'Your name, company and country',
            'Your sector and what you offer',
            'Whether you already have a presence in Saudi Arabia',
            'Any specific tender, government buyer or deadline you have in mind',
            'The kind of support you are looking for',
          ],
        },
        {
          kind: 'steps',
          heading: 'What happens next',
          steps: [
            {
              title: 'We read your message',
              body: 'A member of our team reviews it and replies to arrange an initial conversation.',
            },
            {
              title: 'We listen',
              body: 'In the first call we want to understand your goals, your capabilities and your timeline.',
            },
            {
              title: 'We suggest next steps',
              body: 'Practical next steps and, if it makes sense, a proposal for how we could work together.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'We treat every enquiry as confidential. Information you share is used only to respond to you and to prepare for our conversation, in line with our privacy notice and the Personal Data Protection Law. If you need to share sensitive tender documents, tell us first and we will agree a secure way to exchange them, including a non-disclosure agreement if you wish.',
      ],
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const contactPage = contactPageFor(fileCompany);
