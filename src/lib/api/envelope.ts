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

/** Machine-readable `error` of every failed API answer. */
export type ApiErrorCode =
  | 'VALIDATION_FAILED'
  | 'MALFORMED_JSON'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'INVALID_CREDENTIALS'
  | 'TOKEN_MISSING'
  | 'TOKEN_INVALID'
  | 'ACCOUNT_NOT_FOUND'
  | 'EMAIL_TAKEN'
  | 'LINK_INVALID'
  | 'LINK_EXPIRED'
  | 'LINK_USED'
  | 'FORM_ALREADY_SENT'
  | 'RATE_LIMITED'
  | 'DATABASE_UNAVAILABLE'
  | 'METHOD_NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'INTERNAL_ERROR';
