import type { ApiWords } from '@/site/api-words';

/**
 * The JSON envelope of every answer of the site's API (accounts, enquiries, the staff inbox):
 * written by the server's `apiRoute`, read by the browser's `createApiClient`.
 */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
  error?: ApiErrorCode;
}

/** Machine-readable `error` of every failed API answer: each has its words in every language. */
export type ApiErrorCode = keyof ApiWords['errors'];
