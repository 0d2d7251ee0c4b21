import { PageView } from '@/components/page/PageView';
import { OfferingGrid } from '@/components/page/OfferingGrid';
import { pageMetadata } from '@/lib/metadata';
import { pages } from '@/site/pages';
import { services } from '@/site/services';

export const metadata = pageMetadata(pages['/services']);

export default function ServicesPage() {
  return (
    <PageView copy={pages['/services']}>
      <OfferingGrid offerings={services} label="Our services" />
    </PageView>
  );
}
