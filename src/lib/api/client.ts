import { readStoredToken } from '@/lib/accounts/stored-session';
import { publicEnv } from '@/lib/env/public';
import { pageLocale } from '@/lib/page-locale';
import { apiWords } from '@/site/api-words';
import type { ApiEnvelope } from './envelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a call failed, for the caller to put in its own words. */
export interface CallFailure {
  /** The answer's HTTP status; 0 when no answer came. */
  status: number;
  statusText: string;
  /** `network`: no answer; `not-json`: an answer that is not JSON; `refused`: a failing status. */
  reason: 'network' | 'not-json' | 'refused';
  /** The answer's own message, when it carried one. */
  serverMessage?: string;
}

export const NETWORK_MESSAGE = apiWords.client.network;
export const NON_JSON_ERROR = 'Server returned non-JSON response';

/** A failed call. `message` is the caller's words for it; the answer's own message, code and data are kept beside it. */
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

/** The words for a failure when the caller has none of its own: the server's, else its status. */
function plainFailureMessage({ status, reason, serverMessage }: CallFailure): string {
  if (reason === 'network') return NETWORK_MESSAGE;
  return serverMessage || `The server answered ${status}.`;
}

export interface ApiClientOptions {
  /** Base address of the API (NEXT_PUBLIC_API_BASE, default /api). */
  baseUrl?: string;
  /** The session token, sent as a Bearer authorization when there is one. */
  getToken?: () => string | null;
  fetch?: typeof fetch;
  /** The message a failed call is thrown with. */
  describeFailure?: (failure: CallFailure) => string;
}

/**
 * The browser's one fetcher of the site's API: JSON in (or a form, sent as the browser posts
 * it), the `{success, message, data, error}` envelope out, the Bearer token when signed in, and
 * every failure thrown as an ApiError in the caller's words.
 */
export function createApiClient({
  baseUrl = publicEnv.NEXT_PUBLIC_API_BASE,
  getToken = readStoredToken,
  fetch: send = (...args) => fetch(...args),
  describeFailure = plainFailureMessage,
}: ApiClientOptions = {}) {
  const base = baseUrl.replace(/\/+$/, '');

  const fail = (
    failure: CallFailure,
    details: Omit<ConstructorParameters<typeof ApiError>[0], 'status' | 'message'> = {},
  ) => new ApiError({ status: failure.status, message: describeFailure(failure), ...details });

  /** The answer to a call; only a call that got no answer fails here. */
  async function call(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
    // The answer's words in the page's language (the API reads only the first language asked for).
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': pageLocale(),
    };
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await send(`${base}${path.startsWith('/') ? path : `/${path}`}`, {
        method,
        headers,
        body: body === undefined || isForm ? body : JSON.stringify(body),
      });
    } catch (cause) {
      throw fail(
        { status: 0, statusText: '', reason: 'network' },
        { error: 'Network request failed', cause },
      );
    }
  }

  /** The answer's JSON object ({} for JSON that is not an object), or an ApiError when it is not JSON. */
  async function readEnvelope<T>(response: Response): Promise<Partial<ApiEnvelope<T>>> {
    try {
      const parsed: unknown = JSON.parse(await response.text());
      return parsed !== null && typeof parsed === 'object' ? parsed : {};
    } catch {
      throw fail(
        { status: response.status, statusText: response.statusText, reason: 'not-json' },
        { error: NON_JSON_ERROR },
      );
    }
  }

  function refusal(response: Response, envelope: Partial<ApiEnvelope>): ApiError {
    const serverMessage = typeof envelope.message === 'string' ? envelope.message : undefined;
    return fail(
      {
        status: response.status,
        statusText: response.statusText,
        reason: 'refused',
        serverMessage,
      },
      {
        serverMessage,
        error: typeof envelope.error === 'string' ? envelope.error : undefined,
        data: envelope.data,
      },
    );
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
  ): Promise<ApiEnvelope<T>> {
    const response = await call(method, path, body);
    const envelope = await readEnvelope<T>(response);
    if (!response.ok) throw refusal(response, envelope);
    return {
      ...envelope,
      success: envelope.success === true,
      message: typeof envelope.message === 'string' ? envelope.message : '',
    };
  }

  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
    /** A file the API answers with (a CV, an export): its response, or the envelope's failure. */
    async download(path: string): Promise<Response> {
      const response = await call('GET', path);
      if (!response.ok) throw refusal(response, await readEnvelope(response));
      return response;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
