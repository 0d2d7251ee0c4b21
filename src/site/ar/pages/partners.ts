import { inLocale } from '../../localized';
import { partnersPageWords } from '../../pages/partners';
import type { PageWords } from '../../types';

/** ../../pages/partners.ts in Arabic. */
export const partnersPage: PageWords = inLocale(partnersPageWords, 'ar');
