import { accountService } from '@/server/accounts';
import { ACCOUNTS_UNAVAILABLE } from '@/server/accounts/service';
import { methodNotAllowed } from '@/server/http';
import { apiRoute, readApiJson } from '@/server/http/api-route';
import { clientIp } from '@/server/rate-limit/client-ip';

/** POST /api/users/signup {firstName, lastName, email, password, company?, phone?} → 201 {token, user}; limited per client address. */
export const POST = apiRoute(async (request) => {
  const body = await readApiJson(request);
  return (await accountService()).signup(body, clientIp(request.headers));
}, ACCOUNTS_UNAVAILABLE);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
