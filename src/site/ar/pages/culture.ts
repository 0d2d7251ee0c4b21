import { inLocale } from '../../localized';
import { culturePageWords } from '../../pages/culture';
import type { PageWords } from '../../types';

/** ../../pages/culture.ts in Arabic. */
export const culturePage: PageWords = inLocale(culturePageWords, 'ar');
