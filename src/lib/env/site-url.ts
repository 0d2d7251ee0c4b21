import { readSiteUrl } from '#host/shared/public-config';

/** This deployment's base URL (SITE_URL) without a trailing slash, for canonical links, feeds and metadata. */
export const siteUrl = readSiteUrl(process.env);
