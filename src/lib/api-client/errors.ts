/** Every Account API answer: {success, message, data?, error?}. */
export interface ApiResponse<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
  error?: string;
}

/** A failed API call. `message` is the catalogue's text; the server's own message is kept beside it. */
export class ApiError extends Error {
  readonly status: number;
  readonly error?: string;
  readonly serverMessage?: string;
  readonly data?: unknown;

  constructor(init: {
    status: number;
    message: string;
    error?: string;
    serverMessage?: string;
    data?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.error = init.error;
    this.serverMessage = init.serverMessage;
    this.data = init.data;
  }
}

export const NON_JSON_ERROR = 'Server returned non-JSON response';
export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** The message of a failed call by HTTP status: the site's error catalogue. */
export function catalogueMessage(status: number, serverMessage?: string): string {
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
