import { accountApiRoute } from '@/server/accounts/route';
import { methodNotAllowed } from '@/server/http';

/** POST /api/users/logout (Authorization: Bearer <token>) → 200; the token stops working. */
export const POST = accountApiRoute((accounts, { authorization, clientIp }) =>
  accounts.logout(authorization, clientIp),
);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
