import 'server-only';
import pino from 'pino';
import { serverEnv } from './env';

/** The server's logger: JSON lines on stdout. Pass a request id as `{ requestId }` to correlate. */
export const log = pino({
  level: serverEnv().LOG_LEVEL,
  base: { service: 'wasla-website' },
  redact: {
    paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization'],
    censor: '[redacted]',
  },
});
