/** The content failures' messages, word for word as readers see them in logs and empty states. */
export const contentMessages = {
  slugRequired: 'A valid post slug is required.',
  postsFailed: 'Failed to fetch posts.',
  postFailed: (slug: string) => `Failed to fetch post with slug: ${slug}`,
  authorFailed: (slug: string) => `Failed to fetch author with slug: ${slug}`,
} as const;

/**
 * A request to the content service that did not produce a JSON answer with a 2xx status
 * (HTTP failure, non-JSON body, network error or timeout). `body` is the parsed JSON
 * body when there was one, so callers can show the service's own error text.
 */
export class ContentRequestError extends Error {
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(message: string, options: { status?: number; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ContentRequestError';
    this.status = options.status;
    this.body = options.body;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** GraphQL `errors` messages joined with ", ", or undefined when there are none. */
export function graphqlErrorsText(body: unknown): string | undefined {
  if (!isRecord(body) || !Array.isArray(body.errors) || body.errors.length === 0) return undefined;
  const messages = body.errors.map((error) =>
    isRecord(error) && typeof error.message === 'string' ? error.message : String(error),
  );
  return messages.join(', ');
}

/** The service's own words for a failed request: its errors, else its message. */
export function serviceErrorText(body: unknown): string | undefined {
  const errors = graphqlErrorsText(body);
  if (errors) return errors;
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim())
    return body.message;
  return undefined;
}
