/** Machine-readable `error` of every failed Account API answer. */
export type AccountErrorCode =
  | 'VALIDATION_FAILED'
  | 'MALFORMED_JSON'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'INVALID_CREDENTIALS'
  | 'TOKEN_MISSING'
  | 'TOKEN_INVALID'
  | 'ACCOUNT_NOT_FOUND'
  | 'EMAIL_TAKEN'
  | 'RATE_LIMITED'
  | 'DATABASE_UNAVAILABLE'
  | 'METHOD_NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'INTERNAL_ERROR';

/** An expected failure: answered as JSON with its status, code, message and headers. */
export class AccountError extends Error {
  constructor(
    readonly status: number,
    readonly code: AccountErrorCode,
    message: string,
    readonly extra: { headers?: Record<string, string>; data?: unknown } = {},
  ) {
    super(message);
    this.name = 'AccountError';
  }
}
