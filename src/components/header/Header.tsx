import { Logo } from '@/components/brand/Logo';
import { buildHeaderData } from './header-data';
import { HeaderIsland } from './HeaderIsland';
import { loadNewsPosts } from './news-posts';

const headerData = buildHeaderData();

/**
 * The site header (server part): gathers the menus from src/site and starts loading the news
 * menu's posts, then hands both to the client island. The posts arrive as a promise, so a slow
 * content service never holds up the page.
 */
export function Header() {
  return <HeaderIsland data={headerData} newsPosts={loadNewsPosts()} logo={<Logo />} />;
}
