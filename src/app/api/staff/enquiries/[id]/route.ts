import { accountRoute } from '@/server/accounts/http';
import { ENQUIRIES_UNAVAILABLE } from '@/server/enquiries/http';
import { oneForStaff, updateForStaff } from '@/server/enquiries/handlers';
import { methodNotAllowed } from '@/server/http';

/** One enquiry in the staff inbox: read it, mark it handled (staff accounts only). */
export const GET = accountRoute(oneForStaff, ENQUIRIES_UNAVAILABLE);
export const PATCH = accountRoute(updateForStaff, ENQUIRIES_UNAVAILABLE);

const notAllowed = methodNotAllowed(['GET', 'PATCH']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as DELETE };
