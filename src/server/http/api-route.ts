import 'server-only';
import type { NextRequest } from 'next/server';
import type { ApiEnvelope, ApiErrorCode } from '@/lib/api/envelope';
import { isDatabaseUnavailable } from '@/server/db/errors';
import { jsonAnswer, readJsonBody } from '@/server/http';
import { errorSummary, log } from '@/server/log';

/** A successful API answer: its status, message and data (`apiRoute` turns it into the envelope). */
export interface ApiSuccess<T = unknown> {
  status: number;
  message: string;
  data?: T;
}

const apiFailureBrand = Symbol.for('wasla.ApiFailure');

/** An expected failure: `apiRoute` answers it as JSON with its status, code, message and headers. */
export class ApiFailure extends Error {
  readonly [apiFailureBrand] = true;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly extra: { headers?: Record<string, string>; data?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
  }

  /**
   * Next bundles a copy of this module for API routes and another for server actions, while
   * the services are made once per process: a failure thrown by one copy's class must still
   * be recognised by the other's `instanceof`.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && apiFailureBrand in value;
  }
}

/** Largest JSON request body the API reads (the forms' multipart bodies have their own limits). */
export const API_JSON_MAX_BYTES = 16 * 1024;

/** The request's JSON body, or an ApiFailure with the reader's status and message. */
export async function readApiJson(request: Request): Promise<unknown> {
  const body = await readJsonBody(request, API_JSON_MAX_BYTES);
  if (!body.ok) throw new ApiFailure(body.status, body.code, body.message);
  return body.value;
}

const json = (status: number, body: ApiEnvelope, headers?: Record<string, string>) =>
  jsonAnswer(body, status, headers);

/**
 * Wraps an API route: answers its result as `{success, message, data}` (or the Response it
 * made, e.g. a file), an ApiFailure with its status, an unreachable database with 503
 * (`unavailableMessage`, in the words of the route's area), and anything else with a 500 that
 * reveals nothing (the details go to the log under the request's id).
 */
export function apiRoute(
  handler: (request: NextRequest) => Promise<ApiSuccess | Response>,
  unavailableMessage: string,
) {
  return async (request: NextRequest): Promise<Response> => {
    try {
      const result = await handler(request);
      if (result instanceof Response) return result;
      const { status, message, data } = result;
      return json(
        status,
        data === undefined ? { success: true, message } : { success: true, message, data },
      );
    } catch (error) {
      return errorResponse(error, request, unavailableMessage);
    }
  };
}

function errorResponse(error: unknown, request: NextRequest, unavailableMessage: string): Response {
  if (error instanceof ApiFailure) {
    const { headers, data } = error.extra;
    return json(
      error.status,
      {
        success: false,
        message: error.message,
        error: error.code,
        ...(data === undefined ? {} : { data }),
      },
      headers,
    );
  }
  const context = {
    requestId: request.headers.get('x-request-id'),
    method: request.method,
    path: request.nextUrl.pathname,
    // The summary, not the error: a failed query's message carries its parameters.
    error: errorSummary(error),
  };
  if (isDatabaseUnavailable(error)) {
    log.error(context, 'API: database unavailable');
    return json(
      503,
      {
        success: false,
        message: unavailableMessage,
        error: 'DATABASE_UNAVAILABLE',
      },
      { 'Retry-After': '10' },
    );
  }
  log.error(context, 'API: unexpected error');
  return json(500, {
    success: false,
    message: 'Something went wrong on our side. Please try again later.',
    error: 'INTERNAL_ERROR',
  });
}
