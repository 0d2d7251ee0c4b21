import { accountApiRoute } from '@/server/accounts/route';
import { methodNotAllowed } from '@/server/http';

/** POST /api/users/verification (Authorization: Bearer <token>) → 200; a new link is mailed. */
export const POST = accountApiRoute((accounts, { authorization, clientIp, locale }) =>
  accounts.requestVerification(authorization, clientIp, locale),
);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
