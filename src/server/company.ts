import 'server-only';
import { cache } from 'react';
import { contentServiceUrl } from '@/server/content/config';
import { log } from '@/server/log';
import { getCompany } from '@/server/posts/cache';
import { fileCompany, type Company } from '@/site/company';
import { companySchema, parseContent } from '@/site/content-schema';

/**
 * The company's facts for this request. With WordPress, its companion plugin's option
 * `wasla_company` (read through the content cache, so the revalidation webhook and the refresh
 * interval update it), checked with content/company.json's rules; the file's facts while the
 * option is unset, without the plugin, or when the option is not valid (a warning naming the
 * fields, never their values). With the built-in content, the file.
 */
export const loadCompany = cache(async (): Promise<Company> => {
  if (!contentServiceUrl()) return fileCompany;
  try {
    const raw = await getCompany();
    return raw === null
      ? fileCompany
      : parseContent('WordPress option wasla_company', companySchema, raw);
  } catch (error) {
    log.warn(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'Company facts from WordPress unavailable: content/company.json shown',
    );
    return fileCompany;
  }
});
