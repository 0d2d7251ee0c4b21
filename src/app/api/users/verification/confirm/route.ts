import { accountApiRoute } from '@/server/accounts/route';
import { methodNotAllowed } from '@/server/http';

/** POST /api/users/verification/confirm {token} → 200; the mailed link's address is verified. */
export const POST = accountApiRoute(
  (accounts, { body, clientIp }) => accounts.confirmVerification(body, clientIp),
  { readsBody: true },
);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
