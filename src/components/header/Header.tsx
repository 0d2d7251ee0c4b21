import { Logo } from '@/components/brand/Logo';
import { requestLocale } from '@/components/locale/request-locale';
import { buildHeaderData } from './header-data';
import { HeaderIsland } from './HeaderIsland';

/**
 * The site header (server part): gathers the bar's links and words from src/site, in the page's
 * language, and hands them to the client island. What the menus show arrives only when one is
 * opened.
 */
export async function Header() {
  return <HeaderIsland data={buildHeaderData(await requestLocale())} logo={<Logo />} />;
}
