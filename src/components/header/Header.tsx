import { Logo } from '@/components/brand/Logo';
import type { NewsPosts } from '@/server/content/news-posts';
import { buildHeaderData } from './header-data';
import { HeaderIsland } from './HeaderIsland';

const headerData = buildHeaderData();

/**
 * The site header (server part): gathers the menus from src/site and hands them, with the news
 * menu's posts, to the client island. The layout passes the posts as a promise still loading,
 * so a slow content service never holds up the page.
 */
export function Header({ newsPosts }: { newsPosts: Promise<NewsPosts> }) {
  return <HeaderIsland data={headerData} newsPosts={newsPosts} logo={<Logo />} />;
}
