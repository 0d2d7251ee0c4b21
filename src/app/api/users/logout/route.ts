import { accountService } from '@/server/accounts';
import { ACCOUNTS_UNAVAILABLE } from '@/server/accounts/service';
import { methodNotAllowed } from '@/server/http';
import { apiRoute } from '@/server/http/api-route';
import { clientIp } from '@/server/rate-limit/client-ip';

/** POST /api/users/logout (Authorization: Bearer <token>) → 200; the token stops working. */
export const POST = apiRoute(
  async (request) =>
    (await accountService()).logout(
      request.headers.get('authorization'),
      clientIp(request.headers),
    ),
  ACCOUNTS_UNAVAILABLE,
);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
