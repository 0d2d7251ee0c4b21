import { accountService } from '@/server/accounts';
import { accountRoute, readAccountBody } from '@/server/accounts/http';
import { methodNotAllowed } from '@/server/http';

/** The signed-in user's profile (Authorization: Bearer <token>): read, update, erase. */
export const GET = accountRoute(async (request) =>
  (await accountService()).profile(request.headers.get('authorization')),
);

export const PUT = accountRoute(async (request) => {
  const body = await readAccountBody(request);
  return (await accountService()).updateProfile(request.headers.get('authorization'), body);
});

export const DELETE = accountRoute(async (request) =>
  (await accountService()).deleteAccount(request.headers.get('authorization')),
);

const notAllowed = methodNotAllowed(['GET', 'PUT', 'DELETE']);
export { notAllowed as POST, notAllowed as PATCH };
