import { accountService } from '@/server/accounts';
import { accountRoute } from '@/server/accounts/http';
import { methodNotAllowed } from '@/server/http';
import { clientIp } from '@/server/rate-limit/client-ip';

/** POST /api/users/logout (Authorization: Bearer <token>) → 200; the token stops working. */
export const POST = accountRoute(async (request) =>
  (await accountService()).logout(request.headers.get('authorization'), clientIp(request.headers)),
);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
