import { unknownApiPath } from '@/server/http';

/** Any other path under /api: a JSON 404 rather than the site's HTML page. */
export {
  unknownApiPath as GET,
  unknownApiPath as POST,
  unknownApiPath as PUT,
  unknownApiPath as PATCH,
  unknownApiPath as DELETE,
};
