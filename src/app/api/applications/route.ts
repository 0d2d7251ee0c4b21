import { ENQUIRIES_UNAVAILABLE, receiveForm } from '@/server/enquiries/http';
import { methodNotAllowed } from '@/server/http';
import { apiRoute } from '@/server/http/api-route';

/** A job application with its CV (multipart form), answered as JSON. */
export const POST = apiRoute(
  (request) => receiveForm('application', request),
  ENQUIRIES_UNAVAILABLE,
);

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
