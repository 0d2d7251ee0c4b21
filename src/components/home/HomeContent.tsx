import { ComposedPage } from '@/components/sections/ComposedPage';
import { pages } from '@/site/pages';

/** The home page as a returning visitor (and a crawler) sees it. */
export function HomeContent() {
  return <ComposedPage copy={pages['/']} />;
}
