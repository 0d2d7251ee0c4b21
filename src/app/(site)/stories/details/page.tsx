import type { Metadata } from 'next';
import { featuredStoryRoute } from '@/app/(site)/_posts/routes';
import { copyRoute } from '@/app/_pages/routes';

// Without a featured story to show (none published, or the service is down), the page's copy.
const fallback = copyRoute('/stories/details');

export async function generateMetadata(): Promise<Metadata> {
  return (await featuredStoryRoute.metadata()) ?? fallback.generateMetadata();
}

export default async function FeaturedStoryPage() {
  return (await featuredStoryRoute.body()) ?? <fallback.Page />;
}
