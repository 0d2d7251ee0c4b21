import { accountApiRoute } from '@/server/accounts/route';
import { methodNotAllowed } from '@/server/http';

/** PUT /api/users/password {currentPassword, newPassword} → 200 {token, user}; other sessions end. */
export const PUT = accountApiRoute(
  (accounts, { body, authorization, clientIp }) =>
    accounts.changePassword(authorization, body, clientIp),
  { readsBody: true },
);

const notAllowed = methodNotAllowed(['PUT']);
export { notAllowed as GET, notAllowed as POST, notAllowed as PATCH, notAllowed as DELETE };
