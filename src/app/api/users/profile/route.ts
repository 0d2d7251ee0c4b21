import { accountService } from '@/server/accounts';
import { accountRoute, readAccountBody } from '@/server/accounts/http';
import { methodNotAllowed } from '@/server/http';
import { clientIp } from '@/server/rate-limit/client-ip';

/** The signed-in user's profile (Authorization: Bearer <token>): read, update, erase. */
export const GET = accountRoute(async (request) =>
  (await accountService()).profile(request.headers.get('authorization')),
);

export const PUT = accountRoute(async (request) => {
  const body = await readAccountBody(request);
  return (await accountService()).updateProfile(request.headers.get('authorization'), body);
});

/** DELETE {currentPassword}: the password confirms it is the owner, not someone holding a token. */
export const DELETE = accountRoute(async (request) => {
  const body = await readAccountBody(request);
  return (await accountService()).deleteAccount(
    request.headers.get('authorization'),
    body,
    clientIp(request.headers),
  );
});

const notAllowed = methodNotAllowed(['GET', 'PUT', 'DELETE']);
export { notAllowed as POST, notAllowed as PATCH };
