import { productPaths } from './config';
import { inLocale } from './localized';

/** The topic of questions about fees and ways of working (/pricing and its models). */
export const PRICING_TOPIC = 'pricing';

/**
 * "Request a proposal" and other invitations to write: the contact form opened with its topic
 * chosen (a service or area slug, pricing, careers, media, partnership, other; with `pricing`,
 * optionally an engagement model's slug), scrolled to the form.
 */
export function proposalHref(topic: string, model?: string): string {
  const query = new URLSearchParams({ topic });
  if (model) query.set('model', model);
  return `/contact-us?${query.toString()}#enquiry`;
}

/** The calls to action most pages end with, written once, in both languages. */
export const commonLinkTexts = {
  talkToUs: {
    label: { en: 'Talk to our team', ar: 'تحدّث إلى فريقنا' },
    href: '/contact-us',
  },
  engagementModels: {
    label: { en: 'See engagement models', ar: 'نماذج التعاون' },
    href: '/pricing',
  },
  ourServices: {
    label: { en: 'Our services', ar: 'خدماتنا' },
    href: '/services',
  },
  /** A page for people who may want to work at Wasla: the openings, then life at Wasla. */
  careers: {
    primary: {
      label: { en: 'See jobs at Wasla', ar: 'الوظائف في وصلة' },
      href: productPaths.jobs,
    },
    secondary: {
      label: { en: 'Life at Wasla', ar: 'الحياة في وصلة' },
      href: productPaths.workingAt,
    },
  },
} as const;

/** The calls to action in English. */
export const commonLinks = inLocale(commonLinkTexts, 'en');
