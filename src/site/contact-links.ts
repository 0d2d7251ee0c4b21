/**
 * "Request a proposal" and other invitations to write: the contact form opened with its topic
 * chosen (a service or area slug, careers, media, partnership, other; with `other`, optionally an
 * engagement model's slug), scrolled to the form.
 */
export function proposalHref(topic: string, model?: string): string {
  const query = new URLSearchParams({ topic });
  if (model) query.set('model', model);
  return `/contact-us?${query.toString()}#enquiry`;
}
