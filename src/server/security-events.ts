import 'server-only';
import { createHash } from 'node:crypto';
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
 * Emails, user ids and addresses appear only as pseudonyms (a truncated SHA-256), so the log
 * holds no personal data, yet an operator can still follow one account or client: the
 * pseudonym of a known email is `pseudonym(email)`.
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

export function pseudonym(value: string): string {
  return createHash('sha256').update(`wasla:${value}`).digest('hex').slice(0, 16);
}
