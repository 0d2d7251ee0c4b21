import type { ReactNode } from 'react';
import { Footer } from '@/components/footer/Footer';
import { Header } from '@/components/header/Header';

/** The default layout: header, page, footer. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[70vh] outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
