import { accountService } from '@/server/accounts';
import { accountRoute, readAccountBody } from '@/server/accounts/http';
import { methodNotAllowed } from '@/server/http';

/** POST /api/users/signup {firstName, lastName, email, password, company?, phone?} → 201 {token, user}. */
export const POST = accountRoute(async (request) => {
  const body = await readAccountBody(request);
  return (await accountService()).signup(body);
});

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
