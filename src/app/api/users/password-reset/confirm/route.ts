import { accountApiRoute } from '@/server/accounts/route';
import { methodNotAllowed } from '@/server/http';

/** POST /api/users/password-reset/confirm {token, newPassword} → 200; every session of the account ends. */
export const POST = accountApiRoute(
  (accounts, { body, clientIp }) => accounts.resetPassword(body, clientIp),
  { readsBody: true },
);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
