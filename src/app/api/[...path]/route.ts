import { unknownEndpoint } from '@/server/accounts/http';

/** Any other path under /api: a JSON 404 rather than the site's HTML page. */
export {
  unknownEndpoint as GET,
  unknownEndpoint as POST,
  unknownEndpoint as PUT,
  unknownEndpoint as PATCH,
  unknownEndpoint as DELETE,
};
