import { PageView } from '@/components/page/PageView';
import { OfferingGrid } from '@/components/page/OfferingGrid';
import { pageMetadata } from '@/lib/metadata';
import { areas } from '@/site/areas';
import { pages } from '@/site/pages';

export const metadata = pageMetadata(pages['/area-of-focus']);

export default function AreaOfFocusPage() {
  return (
    <PageView copy={pages['/area-of-focus']}>
      <OfferingGrid offerings={areas} label="Our areas of focus" />
    </PageView>
  );
}
