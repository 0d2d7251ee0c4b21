/** Classes shared by the footer's server part and its client link lists. */
export const footerLinkClass = 'rounded transition-colors hover:text-gold-500';
export const footerHeadingClass = 'text-sm font-semibold uppercase tracking-wider text-gold-500';
