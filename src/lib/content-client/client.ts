import type * as z from 'zod/mini';
import { ContentRequestError, graphqlErrorsText, serviceErrorText } from './errors';
import type { ContentTransport, GraphQLRequest } from './transport';

export type ContentClient = ReturnType<typeof createContentClient>;

/**
 * The only code that talks to the content service (WordPress or the built-in endpoint),
 * whatever carries the request: `transport` runs `{query, variables?}` and returns the
 * parsed JSON body.
 */
export function createContentClient(transport: ContentTransport) {
  /**
   * Sends a request and returns its validated `data`. Fails with the GraphQL errors joined
   * by ", ", with the service's own text on an HTTP failure, or else with `fallbackMessage`
   * (also for an answer that is not the expected shape).
   */
  async function request<S extends z.ZodMiniType>(
    graphqlRequest: GraphQLRequest,
    dataSchema: S,
    fallbackMessage: string,
  ): Promise<z.output<S>> {
    let body: unknown;
    try {
      body = await transport(graphqlRequest);
    } catch (error) {
      const text = error instanceof ContentRequestError ? serviceErrorText(error.body) : undefined;
      throw new Error(text ?? fallbackMessage, { cause: error });
    }
    const errors = graphqlErrorsText(body);
    if (errors) throw new Error(errors);
    const data =
      typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
    const parsed = dataSchema.safeParse(data);
    if (!parsed.success) throw new Error(fallbackMessage, { cause: parsed.error });
    return parsed.data as z.output<S>;
  }

  return { request };
}
