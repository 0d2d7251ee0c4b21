import type { PageWords } from '../types';

/** /testtt: the living style guide (not indexed). */
export const styleGuidePage: PageWords = {
  title: 'UI Components',
  description:
    'A living style guide of the Wasla website’s components, colours and typography, used by the team to keep every page consistent and accessible.',
  heading: 'UI components',
  intro: 'A living style guide of the site’s components.',
  sections: [],
};
