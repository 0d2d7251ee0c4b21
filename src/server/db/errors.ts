/** The database cannot be reached or opened; the API answers 503 (see src/server/http/api-route.ts). */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// Network failures and PostgreSQL's connection-exception (08…), shutdown (57P0…) and
// too-many-connections (53300) codes: the server is unreachable, not the request wrong.
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EPIPE',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);
const unavailableMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection.*(closed|ended)/i,
  /PGlite is closed/i,
];

/** True when an error (or any error in its cause chain) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (typeof current !== 'object') return false;
    // By name too: Next bundles a copy of this module per route kind, each with its own class.
    if (
      current instanceof DatabaseUnavailableError ||
      (current as Error).name === 'DatabaseUnavailableError'
    )
      return true;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message)))
      return true;
    // Connecting to a host name with several addresses fails with an AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
