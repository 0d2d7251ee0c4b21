import { ENQUIRIES_UNAVAILABLE } from '@/server/enquiries/http';
import { listForStaff } from '@/server/enquiries/handlers';
import { methodNotAllowed } from '@/server/http';
import { apiRoute } from '@/server/http/api-route';

/** The staff inbox's list (staff accounts only; anyone else gets 404). */
export const GET = apiRoute(listForStaff, ENQUIRIES_UNAVAILABLE);

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
