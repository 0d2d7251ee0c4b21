import 'server-only';
import * as z from 'zod/mini';
import { createContentClient } from '@/lib/content-client/client';
import { PREVIEW_QUERY } from '@/lib/content-client/queries';
import { httpTransport } from '@/lib/content-client/transport';
import { postLanguageSchema, postPageSchema, type PostPage } from '@/lib/content-client/types';
import { contentServiceTimeoutMs } from '@/server/content/config';
import type { PreviewConfig } from './config';
import type { PreviewClaims } from './token';

const previewData = z.object({
  viewer: z.nullable(z.object({ databaseId: z.number() })),
  post: z.nullable(
    z.object({
      databaseId: z.number(),
      // A draft has no slug until it is published.
      slug: z.nullish(z.string()),
      isRevision: z.nullish(z.boolean()),
      revisionOf: z.nullish(z.object({ node: z.nullish(z.object({ databaseId: z.number() })) })),
      language: z.nullish(z.string()),
      textDirection: z.nullish(z.string()),
    }),
  ),
  generalSettings: z.nullish(z.object({ url: z.nullish(z.string()) })),
});

/** What WordPress answered for a preview token's post. */
export type PreviewRead =
  | { post: PostPage }
  /** The credentials were refused: the site's configuration is wrong. */
  | { problem: 'credentials' }
  /** No such post or revision (deleted since the token was made). */
  | { problem: 'missing' }
  /** The revision belongs to another post, or WordPress is not the one that signed the token. */
  | { problem: 'forbidden' };

const originOf = (url: string | null | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Reads the draft, or the autosave revision, a token names, through WPGraphQL with the
 * Application Password (HTTP Basic), never through a cache: drafts are for this request only.
 */
export async function readPreview(
  config: PreviewConfig,
  claims: PreviewClaims,
): Promise<PreviewRead> {
  const credentials = Buffer.from(`${config.user}:${config.applicationPassword}`).toString(
    'base64',
  );
  const client = createContentClient(
    httpTransport(config.graphqlUrl, {
      timeoutMs: contentServiceTimeoutMs(),
      headers: { authorization: `Basic ${credentials}` },
    }),
  );
  const variables = { id: String(claims.revision ?? claims.post) };
  const raw = await client.request(
    { query: PREVIEW_QUERY, variables },
    z.unknown(),
    'The preview cannot be read from WordPress.',
  );
  const data = previewData.parse(raw);
  if (!data.viewer) return { problem: 'credentials' };
  if (!data.post) return { problem: 'missing' };
  const owner = claims.revision ? data.post.revisionOf?.node?.databaseId : data.post.databaseId;
  const isRevision = data.post.isRevision === true;
  if (owner !== claims.post || isRevision !== (claims.revision !== null))
    return { problem: 'forbidden' };
  if (originOf(data.generalSettings?.url) !== originOf(claims.issuer))
    return { problem: 'forbidden' };
  const post = postPageSchema.parse({
    ...(raw as { post: Record<string, unknown> }).post,
    slug: data.post.slug ?? '',
  });
  const language = postLanguageSchema.safeParse(data.post);
  return {
    post: {
      ...post,
      language: language.success ? language.data : null,
      wordpressUrl: data.generalSettings?.url ?? null,
    },
  };
}
