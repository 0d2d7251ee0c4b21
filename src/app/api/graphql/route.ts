import { handleGraphQLRequest } from '@/server/content/graphql-endpoint';

export const POST = handleGraphQLRequest;

export function GET() {
  return Response.json(
    { errors: [{ message: 'Send GraphQL requests as POST with a JSON body {query, variables}.' }] },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  );
}
