import type { PageWords } from '../types';

/** /search: the site search (its results come from the search module). */
export const searchPage: PageWords = {
  title: 'Search',
  description:
    'Search the Wasla website for services, areas of focus, insights and success stories about winning government contracts in Saudi Arabia.',
  heading: 'Search',
  intro: 'Find services, sectors, articles and stories across the Wasla website.',
  sections: [],
};
