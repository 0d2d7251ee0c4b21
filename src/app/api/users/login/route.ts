import { accountService } from '@/server/accounts';
import { accountRoute, methodNotAllowed, readJsonBody } from '@/server/accounts/http';
import { clientIp } from '@/server/rate-limit/client-ip';

/** POST /api/users/login {email, password} → 200 {token, user}; rate-limited per email and per IP. */
export const POST = accountRoute(async (request) => {
  const body = await readJsonBody(request);
  return (await accountService()).login(body, clientIp(request.headers));
});

const notAllowed = methodNotAllowed('POST');
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
