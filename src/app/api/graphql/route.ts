import { handleGraphQLRequest } from '@/server/content/graphql-endpoint';
import { methodNotAllowed } from '@/server/http';

// Next passes the route's context second, so the handler is not handed over as it is.
export const POST = (request: Request) => handleGraphQLRequest(request);

export const GET = methodNotAllowed(['POST'], {
  errors: [{ message: 'Send GraphQL requests as POST with a JSON body {query, variables}.' }],
});
