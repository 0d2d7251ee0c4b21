import { accountApiRoute } from '@/server/accounts/route';
import { methodNotAllowed } from '@/server/http';

/** POST /api/users/password-reset {email} → 200 whether or not an account uses it; a link is mailed if one does. */
export const POST = accountApiRoute(
  (accounts, { body, clientIp, locale }) => accounts.requestPasswordReset(body, clientIp, locale),
  { readsBody: true },
);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
