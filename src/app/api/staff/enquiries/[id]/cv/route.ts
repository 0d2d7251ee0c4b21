import { accountRoute } from '@/server/accounts/http';
import { ENQUIRIES_UNAVAILABLE } from '@/server/enquiries/http';
import { cvForStaff } from '@/server/enquiries/handlers';
import { methodNotAllowed } from '@/server/http';

/** An application's CV, downloaded by staff only; never served publicly. */
export const GET = accountRoute(cvForStaff, ENQUIRIES_UNAVAILABLE);

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
