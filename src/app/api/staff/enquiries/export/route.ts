import { ENQUIRIES_UNAVAILABLE } from '@/server/enquiries/http';
import { csvForStaff } from '@/server/enquiries/handlers';
import { methodNotAllowed } from '@/server/http';
import { apiRoute } from '@/server/http/api-route';

/** The staff inbox as CSV (staff accounts only). */
export const GET = apiRoute(csvForStaff, ENQUIRIES_UNAVAILABLE);

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
