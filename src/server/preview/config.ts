import 'server-only';
import { hostConfig, type HostConfig } from '#host/shared';

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
export function previewConfig(config: HostConfig = hostConfig()): PreviewConfig | null {
  const graphqlUrl = config.NEXT_PUBLIC_WPGRAPHQL_URL;
  const secret = config.WORDPRESS_PREVIEW_SECRET;
  const user = config.WORDPRESS_USER;
  const applicationPassword = config.WORDPRESS_APPLICATION_PASSWORD;
  // The configuration check allows all three or none, and none without a WordPress.
  if (!graphqlUrl || !secret || !user || !applicationPassword) return null;
  return { graphqlUrl, secret, user, applicationPassword };
}
