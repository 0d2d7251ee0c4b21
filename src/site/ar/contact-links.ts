import { commonLinkTexts } from '../contact-links';
import { inLocale } from '../localized';

/** The calls to action most Arabic pages end with (../contact-links.ts; same addresses). */
export const commonLinks = inLocale(commonLinkTexts, 'ar');
