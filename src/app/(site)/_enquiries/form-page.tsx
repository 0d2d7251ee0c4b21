import type { ReactNode } from 'react';
import type { QueryPagePath } from '#host/shared';
import { copyRoute } from '@/app/_pages/routes';
import { EnquirySection } from '@/components/enquiries/EnquirySection';
import type { SlotContent } from '@/components/sections/PageSections';
import type { FormKind } from '@/lib/enquiries/form-fields';
import { formMinFillMs } from '@/server/enquiries';
import { pageQuery } from '@/server/page-query';
import type { Company } from '@/site/company';
import type { PagePath } from '@/site/pages';
import { sendApplication, sendEnquiry } from './actions';

const forms = {
  enquiry: { slot: 'enquiry-form', action: sendEnquiry },
  application: { slot: 'application-form', action: sendApplication },
} as const satisfies Record<FormKind, { slot: keyof SlotContent; action: unknown }>;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The route of a page that shows one of the enquiry forms in its slot (the topic or position
 * chosen from the address), with the page's other slots from `slots`.
 */
export function formPageRoute(
  path: PagePath & QueryPagePath,
  kind: FormKind,
  options: {
    structuredData?: (company: Company) => Record<string, unknown>[];
    slots?: () => Promise<SlotContent>;
  } = {},
) {
  const route = copyRoute(path, { structuredData: options.structuredData });
  const { slot, action } = forms[kind];
  async function FormPage({ searchParams }: Props): Promise<ReactNode> {
    const form = (
      <EnquirySection
        kind={kind}
        query={await pageQuery(path, searchParams)}
        action={action}
        minFillMs={formMinFillMs()}
      />
    );
    return <route.Page slots={{ ...(await options.slots?.()), [slot]: form }} />;
  }
  return { generateMetadata: route.generateMetadata, Page: FormPage };
}
