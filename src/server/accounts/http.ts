import 'server-only';
import type { NextRequest } from 'next/server';
import { isDatabaseUnavailable } from '@/server/db/errors';
import { jsonAnswer, readJsonBody } from '@/server/http';
import { errorSummary, log } from '@/server/log';
import { AccountError, type AccountErrorCode } from './errors';
import type { AccountSuccess } from './service';

/** Largest request body the Account API reads. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The request's JSON body, or an AccountError with the reader's status and message. */
export async function readAccountBody(request: Request): Promise<unknown> {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) throw new AccountError(body.status, body.code, body.message);
  return body.value;
}

interface ApiBody {
  success: boolean;
  message: string;
  data?: unknown;
  error?: AccountErrorCode;
}

const json = (status: number, body: ApiBody, headers?: Record<string, string>) =>
  jsonAnswer(body, status, headers);

const ACCOUNTS_UNAVAILABLE =
  'Accounts are temporarily unavailable: the database cannot be reached. Please try again shortly.';

/**
 * Wraps an API route: answers its result as `{success, message, data}` (or the Response it
 * made, e.g. a file), an expected failure with its status, an unreachable database with 503
 * (`unavailableMessage`), and anything else with a 500 that reveals nothing (the details go to
 * the log under the request's id).
 */
export function accountRoute(
  handler: (request: NextRequest) => Promise<AccountSuccess | Response>,
  unavailableMessage = ACCOUNTS_UNAVAILABLE,
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
  if (error instanceof AccountError) {
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
