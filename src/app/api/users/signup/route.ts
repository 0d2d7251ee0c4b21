import { accountService } from '@/server/accounts';
import { accountRoute, readJsonBody } from '@/server/accounts/http';

/** POST /api/users/signup {firstName, lastName, email, password, company?, phone?} → 201 {token, user}. */
export const POST = accountRoute(async (request) => {
  const body = await readJsonBody(request);
  return (await accountService()).signup(body);
});
