import { inLocale } from '../../localized';
import { pricingPageWords } from '../../pages/pricing';
import type { PageWords } from '../../types';

/** ../../pages/pricing.ts in Arabic. */
export const pricingPage: PageWords = inLocale(pricingPageWords, 'ar');
