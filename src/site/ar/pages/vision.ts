import { inLocale } from '../../localized';
import { visionPageWords } from '../../pages/vision';
import type { PageWords } from '../../types';

/** ../../pages/vision.ts in Arabic. */
export const visionPage: PageWords = inLocale(visionPageWords, 'ar');
