import { accountRoute } from '@/server/accounts/http';
import { ENQUIRIES_UNAVAILABLE } from '@/server/enquiries/http';
import { listForStaff } from '@/server/enquiries/handlers';
import { methodNotAllowed } from '@/server/http';

/** The staff inbox's list (staff accounts only; anyone else gets 404). */
export const GET = accountRoute(listForStaff, ENQUIRIES_UNAVAILABLE);

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
