import { accountService } from '@/server/accounts';
import { ACCOUNTS_UNAVAILABLE } from '@/server/accounts/service';
import { methodNotAllowed } from '@/server/http';
import { apiRoute, readApiJson } from '@/server/http/api-route';
import { clientIp } from '@/server/rate-limit/client-ip';

/** PUT /api/users/password {currentPassword, newPassword} → 200 {token, user}; other sessions end. */
export const PUT = apiRoute(async (request) => {
  const body = await readApiJson(request);
  return (await accountService()).changePassword(
    request.headers.get('authorization'),
    body,
    clientIp(request.headers),
  );
}, ACCOUNTS_UNAVAILABLE);

const notAllowed = methodNotAllowed(['PUT']);
export { notAllowed as GET, notAllowed as POST, notAllowed as PATCH, notAllowed as DELETE };
