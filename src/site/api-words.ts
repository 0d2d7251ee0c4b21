/**
 * The API's words for a failed call, by its error code (`{wait}`: how long to wait), and the
 * browser's words for a call that failed without an answer in the page's language. English
 * answers keep each service's own fuller message; an answer in another language (the request's
 * `Accept-Language`, which the site's browser client sets to the page's) takes these.
 * Its Arabic twin: src/site/ar/api-words.ts.
 */
export interface ApiWords {
  /** By the machine-readable `error` of a failed answer (src/lib/api/envelope.ts's ApiErrorCode). */
  errors: {
    VALIDATION_FAILED: string;
    MALFORMED_JSON: string;
    UNSUPPORTED_MEDIA_TYPE: string;
    PAYLOAD_TOO_LARGE: string;
    INVALID_CREDENTIALS: string;
    TOKEN_MISSING: string;
    TOKEN_INVALID: string;
    ACCOUNT_NOT_FOUND: string;
    EMAIL_TAKEN: string;
    LINK_INVALID: string;
    LINK_EXPIRED: string;
    LINK_USED: string;
    FORM_ALREADY_SENT: string;
    RATE_LIMITED: string;
    DATABASE_UNAVAILABLE: string;
    METHOD_NOT_ALLOWED: string;
    NOT_FOUND: string;
    INTERNAL_ERROR: string;
  };
  /** A wait of `seconds`, as a message says it. */
  wait: (seconds: number) => string;
  /** The browser's catalogue: what the page says when a call fails, by what happened. */
  client: {
    network: string;
    invalid: string;
    expired: string;
    denied: string;
    notFound: string;
    serverError: string;
    unavailable: string;
    unknownStatus: string;
  };
}

export const apiWords: ApiWords = {
  errors: {
    VALIDATION_FAILED: 'Some of what was sent is not valid: check the fields marked.',
    MALFORMED_JSON: 'The request body is not valid JSON.',
    UNSUPPORTED_MEDIA_TYPE: 'Send the request body as JSON with "Content-Type: application/json".',
    PAYLOAD_TOO_LARGE: 'The request body is larger than the limit.',
    INVALID_CREDENTIALS: 'Invalid email or password.',
    TOKEN_MISSING: 'Sign in first.',
    TOKEN_INVALID: 'Your session has expired or is not valid. Please sign in again.',
    ACCOUNT_NOT_FOUND: 'No account found for this email address',
    EMAIL_TAKEN: 'An account with this email address already exists. Sign in instead.',
    LINK_INVALID: 'This link is not valid. Ask for a new one.',
    LINK_EXPIRED: 'This link has expired. Ask for a new one.',
    LINK_USED: 'This link has already been used. Ask for a new one.',
    FORM_ALREADY_SENT:
      'This form has already been sent. To send it again, check what you wrote, then press Send once more.',
    RATE_LIMITED: 'Too many attempts. Try again in {wait}.',
    DATABASE_UNAVAILABLE: 'This service is temporarily unavailable. Please try again shortly.',
    METHOD_NOT_ALLOWED: 'This endpoint does not accept this method.',
    NOT_FOUND: 'There is no API endpoint at this address.',
    INTERNAL_ERROR: 'Something went wrong on our side. Please try again later.',
  },
  wait: (seconds) => {
    if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  },
  client: {
    network: 'Could not reach the server. Check your connection and try again.',
    invalid: 'Invalid request data',
    expired: 'login token expired Please re-login',
    denied: 'Access denied',
    notFound: 'Resource not found',
    serverError: 'Server error. Please try again later or contact support.',
    unavailable: 'Service temporarily unavailable. Please try again later.',
    /** Any other failing status (`{status}`). */
    unknownStatus: 'Server error ({status})',
  },
};
