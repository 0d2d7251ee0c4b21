import { openingsIn, type JobOpening } from '../job-openings';
import type { OpeningsWords } from '../jobs';

export { GENERAL_APPLICATION } from '../jobs';
export type { JobOpening };

/** The current openings in Arabic (content/jobs.json's Arabic words): the same openings, dates and slugs. */
export const jobOpenings: readonly JobOpening[] = openingsIn('ar');

/** The openings list's own words in Arabic. */
export const openingsWords: OpeningsWords = {
  heading: 'الوظائف الشاغرة',
  apply: 'قدّم على هذه الوظيفة',
  applyFor: (title) => `قدّم على وظيفة ${title}`,
  noneFits:
    'لم تجد وظيفة تناسبك؟ أرسل طلبًا عامًا عبر النموذج أدناه، فنحن نحتفظ بالملفات الواعدة للوظائف القادمة.',
};
