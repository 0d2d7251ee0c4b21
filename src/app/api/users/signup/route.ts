import { accountService } from '@/server/accounts';
import { accountRoute, readAccountBody } from '@/server/accounts/http';
import { methodNotAllowed } from '@/server/http';
import { clientIp } from '@/server/rate-limit/client-ip';

/** POST /api/users/signup {firstName, lastName, email, password, company?, phone?} → 201 {token, user}; limited per client address. */
export const POST = accountRoute(async (request) => {
  const body = await readAccountBody(request);
  return (await accountService()).signup(body, clientIp(request.headers));
});

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
