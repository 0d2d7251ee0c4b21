import { Logo } from '@/components/brand/Logo';
import { buildHeaderData } from './header-data';
import { HeaderIsland } from './HeaderIsland';

const headerData = buildHeaderData();

/**
 * The site header (server part): gathers the bar's links and words from src/site and hands them
 * to the client island. What the menus show arrives only when one is opened.
 */
export function Header() {
  return <HeaderIsland data={headerData} logo={<Logo />} />;
}
