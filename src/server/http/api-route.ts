import 'server-only';
import type { NextRequest } from 'next/server';
import type * as z from 'zod/mini';
import { describeValidation } from '@/lib/accounts/schemas';
import type { ApiEnvelope, ApiErrorCode } from '@/lib/api/envelope';
import { problemMessage, validationWordsFor } from '@/lib/forms/problems';
import { apiWords as arabicApiWords } from '@/site/ar/api-words';
import { apiWords as englishApiWords, type ApiWords } from '@/site/api-words';
import type { Locale } from '@/site/locale';
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

export interface FailureExtra {
  headers?: Record<string, string>;
  data?: unknown;
  /** The failed parse of a refused payload: its messages are said in the answer's language. */
  validation?: z.core.$ZodError;
  /** Refusals by field, recorded as `problem(…)` codes: said in the answer's language too. */
  problems?: Record<string, string>;
  /** The message and field errors are already in the answer's language (a form says its own). */
  localised?: boolean;
}

/**
 * An expected failure: `apiRoute` answers it as JSON with its status, code, message and headers.
 * The message is English; `failureIn` says it in the answer's language.
 */
export class ApiFailure extends Error {
  readonly [apiFailureBrand] = true;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly extra: FailureExtra = {},
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

/**
 * The language an API answer is written in: the first language of the request's
 * `Accept-Language` (the site's browser client sends the page's), Arabic for `ar` and `ar-*`,
 * English for anything else or nothing. Read at the boundary, once per request.
 */
export function answerLocale(headers: Headers): Locale {
  const first = headers.get('accept-language')?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return /^ar(?:-|$)/i.test(first) ? 'ar' : 'en';
}

export function apiWordsFor(locale: Locale): ApiWords {
  return locale === 'ar' ? arabicApiWords : englishApiWords;
}

/**
 * A failure's message and data in `locale`: a refused payload described in that language's
 * validation words; any other failure in its code's words (English keeps the service's own,
 * fuller message), its field errors too, and a rate limit's wait from its Retry-After.
 */
export function failureIn(failure: ApiFailure, locale: Locale): { message: string; data: unknown } {
  const { data, validation, problems, localised, headers } = failure.extra;
  if (validation) {
    const { message, fieldErrors } = describeValidation(validation, validationWordsFor(locale));
    return { message, data: { ...(data as object | undefined), fieldErrors } };
  }
  if (problems) {
    const words = validationWordsFor(locale);
    const fieldErrors = Object.fromEntries(
      Object.entries(problems).map(([field, recorded]) => [field, problemMessage(recorded, words)]),
    );
    const message = [...new Set(Object.values(fieldErrors))].join(' ');
    return { message, data: { ...(data as object | undefined), fieldErrors } };
  }
  if (locale === 'en' || localised) return { message: failure.message, data };
  const words = apiWordsFor(locale);
  const message = words.errors[failure.code].replace('{wait}', () =>
    words.wait(Number(headers?.['Retry-After'] ?? 60)),
  );
  const fieldErrors = (data as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors;
  if (!fieldErrors) return { message, data };
  const translated = Object.fromEntries(Object.keys(fieldErrors).map((key) => [key, message]));
  return { message, data: { ...(data as object), fieldErrors: translated } };
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
    const locale = answerLocale(request.headers);
    try {
      const result = await handler(request);
      if (result instanceof Response) return result;
      const { status, message, data } = result;
      return json(
        status,
        data === undefined ? { success: true, message } : { success: true, message, data },
      );
    } catch (error) {
      return errorResponse(error, request, locale, unavailableMessage);
    }
  };
}

function errorResponse(
  error: unknown,
  request: NextRequest,
  locale: Locale,
  unavailableMessage: string,
): Response {
  if (error instanceof ApiFailure) {
    const { message, data } = failureIn(error, locale);
    return json(
      error.status,
      { success: false, message, error: error.code, ...(data === undefined ? {} : { data }) },
      error.extra.headers,
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
        message:
          locale === 'en' ? unavailableMessage : apiWordsFor(locale).errors.DATABASE_UNAVAILABLE,
        error: 'DATABASE_UNAVAILABLE',
      },
      { 'Retry-After': '10' },
    );
  }
  log.error(context, 'API: unexpected error');
  return json(500, {
    success: false,
    message: apiWordsFor(locale).errors.INTERNAL_ERROR,
    error: 'INTERNAL_ERROR',
  });
}
