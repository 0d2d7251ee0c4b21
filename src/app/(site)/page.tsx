import { HomeContent } from '@/components/home/HomeContent';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageMetadata } from '@/lib/metadata';
import { organizationJsonLd } from '@/lib/structured-data';
import { pages } from '@/site/pages';

export const metadata = pageMetadata(pages['/']);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <HomeContent />
    </>
  );
}
