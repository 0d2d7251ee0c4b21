import type { CallFailure } from '@/lib/api/client';
import { pageLocale } from '@/lib/page-locale';
import { apiWords as arabic } from '@/site/ar/api-words';
import { apiWords as english } from '@/site/api-words';

/**
 * The Account API's error catalogue: the message a failed call is thrown with, in the page's
 * language (the server's own message, where it is the one to show, comes in that language too).
 */
export function accountFailureMessage({
  status,
  statusText,
  reason,
  serverMessage,
}: CallFailure): string {
  const words = (pageLocale() === 'ar' ? arabic : english).client;
  if (reason === 'network') return words.network;
  if (reason === 'not-json') return `HTTP ${status}: ${statusText}`;
  switch (status) {
    case 400:
      return serverMessage || words.invalid;
    case 401:
      return words.expired;
    case 403:
      return words.denied;
    case 404:
      return words.notFound;
    case 500:
      return words.serverError;
    case 502:
    case 503:
    case 504:
      return words.unavailable;
    default:
      return serverMessage || words.unknownStatus.replace('{status}', String(status));
  }
}
