import { accountService } from '@/server/accounts';
import { ACCOUNTS_UNAVAILABLE } from '@/server/accounts/service';
import { methodNotAllowed } from '@/server/http';
import { apiRoute, readApiJson } from '@/server/http/api-route';
import { clientIp } from '@/server/rate-limit/client-ip';

/** POST /api/users/login {email, password} → 200 {token, user}; rate-limited per address and per account-and-address. */
export const POST = apiRoute(async (request) => {
  const body = await readApiJson(request);
  return (await accountService()).login(body, clientIp(request.headers));
}, ACCOUNTS_UNAVAILABLE);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
