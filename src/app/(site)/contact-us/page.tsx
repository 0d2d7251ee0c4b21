import { copyRoute } from '@/app/_pages/routes';
import { EnquirySection } from '@/components/enquiries/EnquirySection';
import { contactPageJsonLd } from '@/lib/structured-data';
import { formMinFillMs } from '@/server/enquiries';
import { pageQuery } from '@/server/page-query';
import { sendEnquiry } from '../_enquiries/actions';

const route = copyRoute('/contact-us', {
  structuredData: (company) => [contactPageJsonLd('/contact-us', company)],
});
export const generateMetadata = route.generateMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ContactPage({ searchParams }: Props) {
  const form = (
    <EnquirySection
      kind="enquiry"
      query={await pageQuery('/contact-us', searchParams)}
      action={sendEnquiry}
      minFillMs={formMinFillMs()}
    />
  );
  return <route.Page slots={{ 'enquiry-form': form }} />;
}
