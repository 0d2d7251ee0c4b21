import { publicEnv } from '@/lib/env/public';
import {
  ApiError,
  catalogueMessage,
  NETWORK_MESSAGE,
  NON_JSON_ERROR,
  type ApiResponse,
} from './errors';
import { readStoredToken } from './stored-session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  /** Base address of the API (NEXT_PUBLIC_API_BASE, default /api). */
  baseUrl?: string;
  /** The session token, sent as a Bearer authorization when there is one. */
  getToken?: () => string | null;
  fetch?: typeof fetch;
}

/** The Account API client: JSON in and out, Bearer token when signed in, failures thrown as ApiError. */
export function createApiClient({
  baseUrl = publicEnv.NEXT_PUBLIC_API_BASE,
  getToken = readStoredToken,
  fetch: send = (...args) => fetch(...args),
}: ApiClientOptions = {}) {
  const base = baseUrl.replace(/\/+$/, '');

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await send(`${base}${path.startsWith('/') ? path : `/${path}`}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      throw new ApiError({
        status: 0,
        message: NETWORK_MESSAGE,
        error: 'Network request failed',
        cause,
      });
    }

    let payload: Partial<ApiResponse<T>>;
    try {
      const parsed: unknown = JSON.parse(await response.text());
      payload = parsed !== null && typeof parsed === 'object' ? parsed : {};
    } catch {
      throw new ApiError({
        status: response.status,
        message: `HTTP ${response.status}: ${response.statusText}`,
        error: NON_JSON_ERROR,
      });
    }

    if (!response.ok) {
      const serverMessage = typeof payload.message === 'string' ? payload.message : undefined;
      throw new ApiError({
        status: response.status,
        message: catalogueMessage(response.status, serverMessage),
        serverMessage,
        error: typeof payload.error === 'string' ? payload.error : undefined,
        data: payload.data,
      });
    }
    return {
      ...payload,
      success: payload.success === true,
      message: typeof payload.message === 'string' ? payload.message : '',
    };
  }

  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
    // No Account API route takes PATCH today; the client offers every verb so a new route needs no client change.
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client on the configured base. */
export const api = createApiClient();
