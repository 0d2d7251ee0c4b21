import { EnquirySection } from '@/components/enquiry/EnquirySection';
import { firstValues } from '@/components/enquiry/query';
import { copyRoute } from '@/components/page/copy-route';
import { PageView } from '@/components/page/PageView';
import { formTokens } from '@/server/enquiries';
import { sendEnquiry } from '../_enquiries/actions';

const route = copyRoute('/contact-us');
export const metadata = route.metadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ContactPage({ searchParams }: Props) {
  return (
    <PageView copy={route.copy}>
      <EnquirySection
        kind="enquiry"
        query={await firstValues(searchParams)}
        formToken={formTokens().issue()}
        action={sendEnquiry}
      />
    </PageView>
  );
}
