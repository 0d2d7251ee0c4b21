import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { Footer } from '@/components/footer/Footer';
import { Header } from '@/components/header/Header';
import { loadNewsPosts } from '@/server/content/news-posts';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

/** Unknown URLs: the 404 page inside the site's header and footer. */
export default function NotFound() {
  return (
    <>
      <Header newsPosts={loadNewsPosts()} />
      <main id="main" tabIndex={-1} className="outline-none">
        <NotFoundPage />
      </main>
      <Footer />
    </>
  );
}
