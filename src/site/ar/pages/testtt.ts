import type { PageWords } from '../../types';

/** /ar/testtt (../../pages/testtt.ts): the living style guide. */
export const styleGuidePage: PageWords = {
  title: 'مكونات الواجهة',
  description:
    'دليل حي لأنماط موقع وصلة يعرض مكوناته وألوانه وخطوطه، يستخدمه الفريق ليبقي كل صفحة متسقة وسهلة الاستخدام للجميع، بما فيهم ذوو الإعاقة.',
  heading: 'مكونات الواجهة',
  intro: 'دليل حي لمكونات الموقع.',
  sections: [],
};
