import { accountRoute } from '@/server/accounts/http';
import { listForVisitor } from '@/server/enquiries/handlers';
import { methodNotAllowed } from '@/server/http';

/** The enquiries the signed-in visitor sent (Authorization: Bearer <token>). */
export const GET = accountRoute(listForVisitor);

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
