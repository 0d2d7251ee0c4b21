import 'server-only';
import { headers } from 'next/headers';
import type { LinkFormState } from '@/lib/accounts/link-form-state';
import { isDatabaseUnavailable } from '@/server/db/errors';
import {
  ApiFailure,
  apiRoute,
  answerLocale,
  apiWordsFor,
  failureIn,
  readApiJson,
  type ApiSuccess,
} from '@/server/http/api-route';
import { errorSummary, log } from '@/server/log';
import { clientIp } from '@/server/rate-limit/client-ip';
import { accountCopy } from '@/site/account-copy';
import { accountCopy as arabicAccountCopy } from '@/site/ar/account-copy';
import type { Locale } from '@/site/locale';
import { accountService } from './index';
import { ACCOUNTS_UNAVAILABLE, type AccountService } from './service';

/** What an Account API route hands the account service. */
export interface AccountRequest {
  /** The JSON body, for the routes that read one. */
  body: unknown;
  /** The Authorization header (`Bearer <token>`), or null. */
  authorization: string | null;
  /** The client's address, which keys the rate limits. */
  clientIp: string;
  /** The language the answer and any mail it causes are written in (`Accept-Language`). */
  locale: Locale;
}

/**
 * An Account API route: reads the JSON body first when `readsBody` (a bad body is answered
 * before anything else), then answers what `call` asks of the account service, through
 * `apiRoute` with the accounts' 503 message.
 */
export function accountApiRoute(
  call: (accounts: AccountService, request: AccountRequest) => Promise<ApiSuccess>,
  { readsBody = false }: { readsBody?: boolean } = {},
) {
  return apiRoute(async (request) => {
    const body = readsBody ? await readApiJson(request) : undefined;
    return call(await accountService(), {
      body,
      authorization: request.headers.get('authorization'),
      clientIp: clientIp(request.headers),
      locale: answerLocale(request.headers),
    });
  }, ACCOUNTS_UNAVAILABLE);
}

/**
 * A confirmation of the account service (one of its English account words) in `locale`: the
 * same entry of that language's twin.
 */
function confirmationIn(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const key = (Object.keys(accountCopy) as (keyof typeof accountCopy)[]).find(
    (entry) => accountCopy[entry] === message,
  );
  const said = key === undefined ? undefined : arabicAccountCopy[key];
  return typeof said === 'string' ? said : message;
}

/**
 * An account form's server action (verify, forgot, reset with or without JavaScript; register
 * and sign-in without it): runs `call` with the form's text fields and answers the page's state,
 * its failures in the page's language (`locale`).
 * Anything but a form (a hand-made action call) is answered like a form with no fields.
 */
export async function accountFormAction(
  form: unknown,
  fields: readonly string[],
  call: (
    accounts: AccountService,
    body: Record<string, unknown>,
    clientIp: string,
    locale: Locale,
  ) => Promise<ApiSuccess>,
  locale: Locale,
): Promise<LinkFormState> {
  const body = Object.fromEntries(
    fields.map((field) => [field, form instanceof FormData ? form.get(field) : undefined]),
  );
  const email = typeof body.email === 'string' ? body.email : '';
  const values = Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && !/password|token/i.test(entry[0]),
    ),
  );
  const state = { done: false, fieldErrors: {}, linkRefused: false, email, values };
  try {
    const answer = await call(await accountService(), body, clientIp(await headers()), locale);
    return { ...state, done: true, message: confirmationIn(answer.message, locale) };
  } catch (error) {
    if (error instanceof ApiFailure) {
      const answer = failureIn(error, locale);
      const { token: linkError, ...fieldErrors } =
        (answer.data as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors ?? {};
      const ownedByField = Object.keys(fieldErrors).length > 0 && !linkError;
      return {
        ...state,
        fieldErrors,
        message: ownedByField ? null : (linkError ?? answer.message),
        linkRefused: error.code.startsWith('LINK_') || linkError !== undefined,
      };
    }
    const words = apiWordsFor(locale);
    if (isDatabaseUnavailable(error))
      return {
        ...state,
        message: locale === 'en' ? ACCOUNTS_UNAVAILABLE : words.errors.DATABASE_UNAVAILABLE,
      };
    log.error({ error: errorSummary(error) }, 'Account form: unexpected error');
    return { ...state, message: words.client.serverError };
  }
}
