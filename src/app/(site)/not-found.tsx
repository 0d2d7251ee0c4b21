import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/errors/NotFoundPage';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

/** notFound() inside the default layout (e.g. an unknown post slug). */
export default function SiteNotFound() {
  return <NotFoundPage />;
}
