import 'server-only';
import { apiRoute, readApiJson, type ApiSuccess } from '@/server/http/api-route';
import { clientIp } from '@/server/rate-limit/client-ip';
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
    });
  }, ACCOUNTS_UNAVAILABLE);
}
