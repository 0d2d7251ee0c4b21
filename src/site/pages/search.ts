import type { BilingualPage } from '../types';

/** /search: the site search (its results come from the search module). */
export const searchPageWords: BilingualPage = {
  title: {
    en: 'Search',
    ar: 'البحث',
  },
  description: {
    en: 'Search the Wasla website for services, areas of focus, insights and success stories about winning government contracts in Saudi Arabia.',
    ar: 'ابحث في موقع وصلة عن الخدمات ومجالات التركيز والرؤى وقصص النجاح المتعلقة بالفوز بالعقود الحكومية في المملكة العربية السعودية.',
  },
  heading: {
    en: 'Search',
    ar: 'البحث',
  },
  intro: {
    en: 'Find services, sectors, articles and stories across the Wasla website.',
    ar: 'اعثر على الخدمات والقطاعات والمقالات والقصص في موقع وصلة.',
  },
  sections: [],
};
