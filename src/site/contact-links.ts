import { productPaths } from './config';

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

/** The calls to action most pages end with, written once. */
export const commonLinks = {
  talkToUs: { label: 'Talk to our team', href: '/contact-us' },
  engagementModels: { label: 'See engagement models', href: '/pricing' },
  /** A page for people who may want to work at Wasla: the openings, then life at Wasla. */
  careers: {
    primary: { label: 'See jobs at Wasla', href: productPaths.jobs },
    secondary: { label: 'Life at Wasla', href: productPaths.workingAt },
  },
} as const;
