import { listForVisitor } from '@/server/enquiries/handlers';
import { ACCOUNTS_UNAVAILABLE } from '@/server/accounts/service';
import { methodNotAllowed } from '@/server/http';
import { apiRoute } from '@/server/http/api-route';

/** The enquiries the signed-in visitor sent (Authorization: Bearer <token>). */
export const GET = apiRoute(listForVisitor, ACCOUNTS_UNAVAILABLE);

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
