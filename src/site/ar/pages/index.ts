import type { PageCopy } from '../../types';
import { contactPage } from './contact-us';
import { homePage } from './home';

/**
 * The Arabic pages written so far, at their English paths (the /ar prefix is added where an
 * address is rendered). The search indexes them beside the English ones.
 */
export const composedPages: readonly PageCopy[] = [
  { path: '/', ...homePage },
  { path: '/contact-us', ...contactPage },
];
