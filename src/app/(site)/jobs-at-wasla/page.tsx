import { copyRoute } from '@/app/_pages/routes';
import { EnquirySection } from '@/components/enquiries/EnquirySection';
import { JobOpenings } from '@/components/enquiries/JobOpenings';
import { loadCompany } from '@/server/company';
import { formMinFillMs } from '@/server/enquiries';
import { pageQuery } from '@/server/page-query';
import { sendApplication } from '../_enquiries/actions';

const route = copyRoute('/jobs-at-wasla');
export const generateMetadata = route.generateMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function JobsPage({ searchParams }: Props) {
  const form = (
    <EnquirySection
      kind="application"
      query={await pageQuery('/jobs-at-wasla', searchParams)}
      action={sendApplication}
      minFillMs={formMinFillMs()}
    />
  );
  return (
    <route.Page
      slots={{
        'job-openings': <JobOpenings company={await loadCompany()} />,
        'application-form': form,
      }}
    />
  );
}
