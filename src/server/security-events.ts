import 'server-only';
import { createHmac } from 'node:crypto';
import { processSingleton } from '#host/shared';
import { serverSecret } from './accounts/secret';
import { log } from './log';

/** What happened (ASVS 7.2: authentication and session events are logged). */
export type SecurityEventName =
  | 'login_failed'
  | 'rate_limited'
  | 'token_rejected'
  | 'password_check_failed'
  | 'password_changed'
  | 'account_deleted'
  | 'logout'
  | 'link_refused'
  | 'password_reset'
  | 'revalidate_refused';

export interface SecurityEventDetails {
  /** Logged only as a pseudonym. */
  email?: string;
  userId?: string;
  clientIp?: string;
  [detail: string]: string | number | boolean | undefined;
}

export type SecurityEventLog = (name: SecurityEventName, details?: SecurityEventDetails) => void;

const routine = new Set<SecurityEventName>([
  'password_changed',
  'password_reset',
  'account_deleted',
  'logout',
]);

/**
 * Logs a security event as one JSON line `{securityEvent, account?, user?, client?, …}`.
 * Emails, user ids and addresses appear only as pseudonyms, so the log holds no personal
 * data, yet an operator can still follow one account or client: the pseudonym of a known
 * email is `pseudonym(email)` on a server with the same AUTH_SECRET.
 */
export const securityEvent: SecurityEventLog = (name, details = {}) => {
  const { email, userId, clientIp, ...rest } = details;
  const entry = {
    securityEvent: name,
    ...rest,
    ...(email === undefined ? {} : { account: pseudonym(email) }),
    ...(userId === undefined ? {} : { user: pseudonym(userId) }),
    ...(clientIp === undefined ? {} : { client: pseudonym(clientIp) }),
  };
  if (routine.has(name)) log.info(entry, `Security event: ${name}`);
  else log.warn(entry, `Security event: ${name}`);
};

/**
 * A value's pseudonym under `key`: a truncated HMAC-SHA256. Keyed, because a plain hash of an
 * IPv4 address is reversed by hashing all four billion; without the key nothing can be tried.
 */
export function pseudonymUnder(key: Uint8Array, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex').slice(0, 16);
}

/** The pseudonym under this server's key (derived from its secret, so instances agree). */
export function pseudonym(value: string): string {
  const key = processSingleton('logPseudonymKey', () =>
    createHmac('sha256', serverSecret()).update('wasla log pseudonyms').digest(),
  );
  return pseudonymUnder(key, value);
}
