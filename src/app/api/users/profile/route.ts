import { accountApiRoute } from '@/server/accounts/route';
import { methodNotAllowed } from '@/server/http';

/** The signed-in user's profile (Authorization: Bearer <token>): read, update, erase. */
export const GET = accountApiRoute((accounts, { authorization }) =>
  accounts.profile(authorization),
);

export const PUT = accountApiRoute(
  (accounts, { body, authorization }) => accounts.updateProfile(authorization, body),
  { readsBody: true },
);

/** DELETE {currentPassword}: the password confirms it is the owner, not someone holding a token. */
export const DELETE = accountApiRoute(
  (accounts, { body, authorization, clientIp }) =>
    accounts.deleteAccount(authorization, body, clientIp),
  { readsBody: true },
);

const notAllowed = methodNotAllowed(['GET', 'PUT', 'DELETE']);
export { notAllowed as POST, notAllowed as PATCH };
