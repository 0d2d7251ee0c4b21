import { EnquirySection } from '@/components/enquiry/EnquirySection';
import { JobOpenings } from '@/components/enquiry/JobOpenings';
import { firstValues } from '@/components/enquiry/query';
import { copyRoute } from '@/components/page/copy-route';
import { PageView } from '@/components/page/PageView';
import { formTokens } from '@/server/enquiries';
import { sendApplication } from '../_enquiries/actions';

const route = copyRoute('/jobs-at-wasla');
export const metadata = route.metadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function JobsPage({ searchParams }: Props) {
  return (
    <PageView copy={route.copy}>
      <JobOpenings />
      <EnquirySection
        kind="application"
        query={await firstValues(searchParams)}
        formToken={formTokens().issue()}
        action={sendApplication}
      />
    </PageView>
  );
}
