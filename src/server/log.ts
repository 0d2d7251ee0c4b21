import 'server-only';
import pino from 'pino';
import { hostConfig } from '#host/shared';

/** The server's logger: JSON lines on stdout. Pass a request id as `{ requestId }` to correlate. */
export const log = pino({
  level: hostConfig().LOG_LEVEL,
  base: { service: 'wasla-website' },
  redact: {
    paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization'],
    censor: '[redacted]',
  },
});

/**
 * What may be logged of an unexpected error: its kind, codes and the names of the database
 * objects involved, through its causes — never its message, which for a failed query holds
 * the SQL parameters (emails, password hashes).
 */
export function errorSummary(error: unknown): Record<string, string>[] {
  const chain: Record<string, string>[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') break;
    const fields = current as Record<string, unknown>;
    const summary: Record<string, string> = {};
    const name = fields.name ?? (current as object).constructor?.name;
    if (typeof name === 'string') summary.name = name;
    for (const key of ['code', 'constraint', 'table', 'column', 'routine', 'severity'])
      if (typeof fields[key] === 'string' || typeof fields[key] === 'number')
        summary[key] = String(fields[key]);
    chain.push(summary);
    current = fields.cause;
  }
  return chain;
}
