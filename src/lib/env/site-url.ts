import { z } from 'zod';
import { parseOrExplain } from './public';

export const siteUrlField = z
  .string()
  .trim()
  .url('must be an absolute http(s) URL, e.g. https://wasla.sa')
  .refine((value) => /^https?:\/\//.test(value), 'must use http or https')
  .transform((value) => value.replace(/\/+$/, ''))
  .default('http://localhost:3000');

const siteUrlSchema = z.object({ SITE_URL: siteUrlField });

/** The public base URL without a trailing slash. Canonical links are SITE_URL + path. */
export function readSiteUrl(source: Record<string, string | undefined> = process.env): string {
  return parseOrExplain(siteUrlSchema, { SITE_URL: source.SITE_URL }).SITE_URL;
}

/** This deployment's base URL (SITE_URL), for canonical links, feeds and metadata. */
export const siteUrl = readSiteUrl();
