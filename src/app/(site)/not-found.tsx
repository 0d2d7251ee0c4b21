import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/NotFoundView';
import { notFoundMetadata } from '@/components/errors/not-found-metadata';

export const generateMetadata = (): Promise<Metadata> => notFoundMetadata();

/** notFound() inside the default layout (e.g. an unknown post slug). */
export default function SiteNotFound() {
  return <NotFoundView />;
}
