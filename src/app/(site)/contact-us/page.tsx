import { EnquirySection } from '@/components/enquiry/EnquirySection';
import { firstValues } from '@/components/enquiry/query';
import { copyRoute } from '@/components/page/copy-route';
import { PageView } from '@/components/page/PageView';

const route = copyRoute('/contact-us');
export const metadata = route.metadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ContactPage({ searchParams }: Props) {
  return (
    <PageView copy={route.copy}>
      <EnquirySection kind="enquiry" query={await firstValues(searchParams)} />
    </PageView>
  );
}
