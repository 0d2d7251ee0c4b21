import { ENQUIRIES_UNAVAILABLE } from '@/server/enquiries/http';
import { oneForStaff, updateForStaff } from '@/server/enquiries/handlers';
import { methodNotAllowed } from '@/server/http';
import { apiRoute } from '@/server/http/api-route';

/** One enquiry in the staff inbox: read it, mark it handled (staff accounts only). */
export const GET = apiRoute(oneForStaff, ENQUIRIES_UNAVAILABLE);
export const PATCH = apiRoute(updateForStaff, ENQUIRIES_UNAVAILABLE);

const notAllowed = methodNotAllowed(['GET', 'PATCH']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as DELETE };
