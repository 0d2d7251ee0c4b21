import { ENQUIRIES_UNAVAILABLE } from '@/server/enquiries/http';
import { cvForStaff } from '@/server/enquiries/handlers';
import { methodNotAllowed } from '@/server/http';
import { apiRoute } from '@/server/http/api-route';

/** An application's CV, downloaded by staff only; never served publicly. */
export const GET = apiRoute(cvForStaff, ENQUIRIES_UNAVAILABLE);

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
