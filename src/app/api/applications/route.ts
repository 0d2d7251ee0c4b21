import { accountRoute } from '@/server/accounts/http';
import { ENQUIRIES_UNAVAILABLE, receiveForm } from '@/server/enquiries/http';
import { methodNotAllowed } from '@/server/http';

/** A job application with its CV (multipart form), answered as JSON. */
export const POST = accountRoute(
  (request) => receiveForm('application', request),
  ENQUIRIES_UNAVAILABLE,
);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
