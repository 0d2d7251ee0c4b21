import { accountService } from '@/server/accounts';
import { ACCOUNTS_UNAVAILABLE } from '@/server/accounts/service';
import { methodNotAllowed } from '@/server/http';
import { apiRoute, readApiJson } from '@/server/http/api-route';
import { clientIp } from '@/server/rate-limit/client-ip';

/** The signed-in user's profile (Authorization: Bearer <token>): read, update, erase. */
export const GET = apiRoute(
  async (request) => (await accountService()).profile(request.headers.get('authorization')),
  ACCOUNTS_UNAVAILABLE,
);

export const PUT = apiRoute(async (request) => {
  const body = await readApiJson(request);
  return (await accountService()).updateProfile(request.headers.get('authorization'), body);
}, ACCOUNTS_UNAVAILABLE);

/** DELETE {currentPassword}: the password confirms it is the owner, not someone holding a token. */
export const DELETE = apiRoute(async (request) => {
  const body = await readApiJson(request);
  return (await accountService()).deleteAccount(
    request.headers.get('authorization'),
    body,
    clientIp(request.headers),
  );
}, ACCOUNTS_UNAVAILABLE);

const notAllowed = methodNotAllowed(['GET', 'PUT', 'DELETE']);
export { notAllowed as POST, notAllowed as PATCH };
