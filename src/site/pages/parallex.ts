import type { PageWords } from '../types';

/** /parallex: the intro journey on its own layout. */
export const parallexPage: PageWords = {
  title: 'The Wasla Journey',
  description:
    'Take the Wasla journey: a short visual introduction to how we help companies move from a first idea to winning Saudi government contracts.',
  heading: 'The Wasla journey',
  intro:
    'Scroll through a short journey from first conversation to contract delivery, and see how Wasla helps companies win government work in Saudi Arabia.',
  sections: [],
};
