import type { BilingualPage } from '../types';

/** /testtt: the living style guide (not indexed). */
export const styleGuidePageWords: BilingualPage = {
  title: {
    en: 'UI Components',
    ar: 'مكونات الواجهة',
  },
  description: {
    en: 'A living style guide of the Wasla website’s components, colours and typography, used by the team to keep every page consistent and accessible.',
    ar: 'دليل حي لأنماط موقع وصلة يعرض مكوناته وألوانه وخطوطه، يستخدمه الفريق ليبقي كل صفحة متسقة وسهلة الاستخدام للجميع، بما فيهم ذوو الإعاقة.',
  },
  heading: {
    en: 'UI components',
    ar: 'مكونات الواجهة',
  },
  intro: {
    en: 'A living style guide of the site’s components.',
    ar: 'دليل حي لمكونات الموقع.',
  },
  sections: [],
};
