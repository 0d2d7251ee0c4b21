import 'server-only';
import { contentServiceUrl } from '@/server/content/config';

/** What previews need: WordPress, the secret its tokens are signed with, and its credentials. */
export interface PreviewConfig {
  graphqlUrl: string;
  secret: string;
  user: string;
  applicationPassword: string;
}

/**
 * The preview configuration, or null when previews are off: they need a WordPress
 * (NEXT_PUBLIC_WPGRAPHQL_URL), WORDPRESS_PREVIEW_SECRET (= the plugin's WASLA_PREVIEW_SECRET)
 * and an Application Password (WORDPRESS_USER, WORDPRESS_APPLICATION_PASSWORD), held by the
 * server only.
 */
export function previewConfig(
  source: Record<string, string | undefined> = process.env,
): PreviewConfig | null {
  const graphqlUrl = contentServiceUrl(source);
  const secret = source.WORDPRESS_PREVIEW_SECRET;
  const user = source.WORDPRESS_USER;
  const applicationPassword = source.WORDPRESS_APPLICATION_PASSWORD;
  if (!graphqlUrl || !secret || !user || !applicationPassword) return null;
  return { graphqlUrl, secret, user, applicationPassword };
}
