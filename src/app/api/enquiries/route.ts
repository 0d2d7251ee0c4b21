import { ENQUIRIES_UNAVAILABLE, receiveForm } from '@/server/enquiries/http';
import { methodNotAllowed } from '@/server/http';
import { apiRoute } from '@/server/http/api-route';

/** The contact form (and proposal requests) as a form post, answered as JSON. */
export const POST = apiRoute((request) => receiveForm('enquiry', request), ENQUIRIES_UNAVAILABLE);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
