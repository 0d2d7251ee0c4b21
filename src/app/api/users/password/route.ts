import { accountService } from '@/server/accounts';
import { accountRoute, methodNotAllowed, readJsonBody } from '@/server/accounts/http';
import { clientIp } from '@/server/rate-limit/client-ip';

/** PUT /api/users/password {currentPassword, newPassword} → 200 {token, user}; other sessions end. */
export const PUT = accountRoute(async (request) => {
  const body = await readJsonBody(request);
  return (await accountService()).changePassword(
    request.headers.get('authorization'),
    body,
    clientIp(request.headers),
  );
});

const notAllowed = methodNotAllowed('PUT');
export { notAllowed as GET, notAllowed as POST, notAllowed as PATCH, notAllowed as DELETE };
