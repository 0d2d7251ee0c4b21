import { createContentClient } from '@/lib/content-client/client';
import type { ContentTransport } from '@/lib/content-client/transport';
import { executeAgainst } from '@/server/content/executor';
import { createPostFetcher } from './fetch';

/** The post fetcher over a fake WordPress that answers each request as `transport` does. */
export const fetcherOver = (transport: ContentTransport) =>
  createPostFetcher(createContentClient(transport));

/**
 * The three ways WordPress gives no value for a companion plugin's option `field`: without the
 * plugin (GraphQL knows no such field), with the option unset, and the built-in content service
 * (which has no options).
 */
export const answersWithoutOption = (field: string): ContentTransport[] => [
  async () => ({ errors: [{ message: `Cannot query field "${field}" on type "RootQuery".` }] }),
  async () => ({ data: { [field]: null } }),
  (request) => executeAgainst([], request),
];
