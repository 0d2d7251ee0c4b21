import { accountService } from '@/server/accounts';
import { accountRoute, readAccountBody } from '@/server/accounts/http';
import { serverEnv } from '@/server/env';
import { methodNotAllowed } from '@/server/http';
import { clientIp } from '@/server/rate-limit/client-ip';

/** PUT /api/users/password {currentPassword, newPassword} → 200 {token, user}; other sessions end. */
export const PUT = accountRoute(async (request) => {
  const body = await readAccountBody(request);
  return (await accountService()).changePassword(
    request.headers.get('authorization'),
    body,
    clientIp(request.headers, serverEnv().TRUST_PROXY),
  );
});

const notAllowed = methodNotAllowed(['PUT']);
export { notAllowed as GET, notAllowed as POST, notAllowed as PATCH, notAllowed as DELETE };
