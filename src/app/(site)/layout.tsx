import type { ReactNode } from 'react';
import { Footer } from '@/components/footer/Footer';
import { Header } from '@/components/header/Header';
import { JourneyGateScript } from '@/components/journey/JourneyGateScript';
import { loadCompany } from '@/server/company';

/** The default layout: header, page, footer (with the company's facts for the request). */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* On /, decides before the header paints whether the intro journey covers the site. */}
      <JourneyGateScript mode="home" path="/" />
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[70vh] outline-none">
        {children}
      </main>
      <Footer company={await loadCompany()} />
    </>
  );
}
