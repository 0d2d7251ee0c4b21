import { copyRoute } from '@/app/_pages/routes';
import { AccountFormLocale } from '@/components/accounts/account-form-words';
import { ProfileView } from '@/components/accounts/ProfileView';
import { requestLocale } from '@/components/locale/request-locale';
import { MyEnquiries } from '@/components/enquiries/MyEnquiries';
import { Hero } from '@/components/sections/Hero';
import { jobOpenings } from '@/site/jobs';

const route = copyRoute('/profile', { noIndex: true });
// A personal page: kept out of search results (and out of the sitemap, see src/site/routes.ts).
export const generateMetadata = route.generateMetadata;

export default async function ProfilePage() {
  const copy = await route.words();
  return (
    <>
      <Hero heading={copy.heading} intro={copy.intro} />
      {/* Room for the signed-out card, so the footer stays put when the browser fills it in. */}
      <div className="container-page min-h-[36rem] py-12">
        <AccountFormLocale locale={await requestLocale()}>
          <ProfileView />
        </AccountFormLocale>
        <MyEnquiries
          openingTitles={Object.fromEntries(jobOpenings.map(({ slug, title }) => [slug, title]))}
        />
      </div>
    </>
  );
}
