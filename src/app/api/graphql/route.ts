import { handleGraphQLRequest } from '@/server/content/graphql-endpoint';
import { methodNotAllowed } from '@/server/http';

export const POST = handleGraphQLRequest;

export const GET = methodNotAllowed(['POST'], {
  errors: [{ message: 'Send GraphQL requests as POST with a JSON body {query, variables}.' }],
});
