import { accountApiRoute } from '@/server/accounts/route';
import { methodNotAllowed } from '@/server/http';

/** POST /api/users/login {email, password} → 200 {token, user}; rate-limited per address and per account-and-address. */
export const POST = accountApiRoute(
  (accounts, { body, clientIp }) => accounts.login(body, clientIp),
  { readsBody: true },
);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
