import { inLocale } from '../../localized';
import { jobsPageWords } from '../../pages/jobs';
import type { PageWords } from '../../types';

/** ../../pages/jobs.ts in Arabic. */
export const jobsPage: PageWords = inLocale(jobsPageWords, 'ar');
