import { inLocale } from '../../localized';
import { workingAtPageWords } from '../../pages/working-at';
import type { PageWords } from '../../types';

/** ../../pages/working-at.ts in Arabic. */
export const workingAtPage: PageWords = inLocale(workingAtPageWords, 'ar');
