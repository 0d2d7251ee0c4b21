import { accountService } from '@/server/accounts';
import { accountRoute, readAccountBody } from '@/server/accounts/http';
import { serverEnv } from '@/server/env';
import { methodNotAllowed } from '@/server/http';
import { clientIp } from '@/server/rate-limit/client-ip';

/** POST /api/users/login {email, password} → 200 {token, user}; rate-limited per email and per IP. */
export const POST = accountRoute(async (request) => {
  const body = await readAccountBody(request);
  return (await accountService()).login(body, clientIp(request.headers, serverEnv().TRUST_PROXY));
});

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
