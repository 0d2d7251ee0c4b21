import type { PageWords } from '../../types';

/** /ar/search (../../pages/search.ts). */
export const searchPage: PageWords = {
  title: 'البحث',
  description:
    'ابحث في موقع وصلة عن الخدمات ومجالات التركيز والرؤى وقصص النجاح المتعلقة بالفوز بالعقود الحكومية في المملكة العربية السعودية.',
  heading: 'البحث',
  intro: 'اعثر على الخدمات والقطاعات والمقالات والقصص في موقع وصلة.',
  sections: [],
};
