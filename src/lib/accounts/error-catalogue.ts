import { NETWORK_MESSAGE, type CallFailure } from '@/lib/api/client';

/** The Account API's error catalogue: the message a failed call is thrown with. */
export function accountFailureMessage({
  status,
  statusText,
  reason,
  serverMessage,
}: CallFailure): string {
  if (reason === 'network') return NETWORK_MESSAGE;
  if (reason === 'not-json') return `HTTP ${status}: ${statusText}`;
  switch (status) {
    case 400:
      return serverMessage || 'Invalid request data';
    case 401:
      return 'login token expired Please re-login';
    case 403:
      return 'Access denied';
    case 404:
      return 'Resource not found';
    case 500:
      return 'Server error. Please try again later or contact support.';
    case 502:
    case 503:
    case 504:
      return 'Service temporarily unavailable. Please try again later.';
    default:
      return serverMessage || `Server error (${status})`;
  }
}
