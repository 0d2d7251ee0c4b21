import { accountApiRoute } from '@/server/accounts/route';
import { methodNotAllowed } from '@/server/http';

/** POST /api/users/signup {firstName, lastName, email, password, company?, phone?} → 201 {token, user}; limited per client address. */
export const POST = accountApiRoute(
  (accounts, { body, clientIp, locale }) => accounts.signup(body, clientIp, locale),
  { readsBody: true },
);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
