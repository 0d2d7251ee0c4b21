import { ProfileView } from '@/components/accounts/ProfileView';
import { MyEnquiries } from '@/components/enquiries/MyEnquiries';
import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';
import { pages } from '@/site/pages';

const copy = pages['/profile'];
// A personal page: kept out of search results (and out of the sitemap, see src/site/routes.ts).
export const metadata = pageMetadata({ ...copy, noIndex: true });

export default function ProfilePage() {
  return (
    <>
      <Hero heading={copy.heading} intro={copy.intro} />
      {/* Room for the signed-out card, so the footer stays put when the browser fills it in. */}
      <div className="container-page min-h-[36rem] py-12">
        <ProfileView />
        <MyEnquiries />
      </div>
    </>
  );
}
