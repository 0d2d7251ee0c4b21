import type { Words } from './types';
import { areas } from './areas';
import { productPaths, site, usefulLinks, type ExternalLink } from './config';
import type { PagePath } from './pages';
import { services } from './services';
import type { ImageAsset } from './types';

/** An entry of a header mega-menu. */
export interface MenuItem {
  title: string;
  link: string;
  image: ImageAsset;
  description: string;
}

export const serviceMenu: readonly MenuItem[] = services.map((service) => ({
  title: service.name,
  link: service.path,
  image: service.image,
  description: service.summary,
}));

export const areaMenu: readonly MenuItem[] = areas.map((area) => ({
  title: area.name,
  link: area.path,
  image: area.image,
  description: area.summary,
}));

export type MenuKey = 'services' | 'focus' | 'news';

// Links to the site's own pages name them by their path in the page table (src/site/pages), so a
// page that moves breaks the build instead of leaving a dead link.
export type MainNavEntry =
  | { kind: 'link'; label: string; href: PagePath }
  | { kind: 'menu'; label: string; href: PagePath; menu: MenuKey }
  | { kind: 'logo' };

/** The header's main navigation, in order. */
export const mainNav: readonly MainNavEntry[] = [
  { kind: 'link', label: 'Home', href: '/' },
  { kind: 'menu', label: 'Services', href: '/services', menu: 'services' },
  { kind: 'menu', label: 'Area of Focus', href: '/area-of-focus', menu: 'focus' },
  { kind: 'logo' },
  { kind: 'menu', label: 'News', href: '/blog', menu: 'news' },
  { kind: 'link', label: 'Government Projects', href: '/government-projects' },
  { kind: 'link', label: 'Culture', href: '/culture' },
];

export interface FooterLink {
  label: string;
  href: string;
}

const pageLink = (label: string, href: PagePath): FooterLink => ({ label, href });

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
  /** External links open in a new tab. */
  external?: boolean;
}

/** The footer links to /area-of-focus/safety (it redirects), the header to /safety-and-security: both addresses stay live. */
const footerAreaLink = (path: string) =>
  path === '/area-of-focus/safety-and-security' ? '/area-of-focus/safety' : path;

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Services', links: services.map((s) => ({ label: s.name, href: s.path })) },
  {
    title: 'News & Insights',
    links: [
      pageLink('Blog', '/blog'),
      pageLink('Success Stories', '/stories'),
      pageLink('Featured Story', '/stories/details'),
      pageLink('Media Centre', '/media'),
      pageLink('Government Projects', '/government-projects'),
    ],
  },
  {
    title: 'Culture & Partners',
    links: [
      pageLink('Our Culture', '/culture'),
      pageLink('Our Team', '/our-team'),
      pageLink('Partners', '/partners'),
      pageLink('Our Vision', '/vision'),
      pageLink(`The Birth of ${site.name}`, productPaths.birth),
    ],
  },
  {
    title: 'Useful Links',
    external: true,
    links: usefulLinks.map((link: ExternalLink) => ({ label: link.label, href: link.href })),
  },
  {
    title: 'Careers',
    links: [
      pageLink(`Jobs at ${site.name}`, productPaths.jobs),
      pageLink(`Working at ${site.name}`, productPaths.workingAt),
    ],
  },
  {
    title: 'Legal',
    links: [pageLink('Terms of Use', '/legal/terms'), pageLink('Privacy Notice', '/legal/privacy')],
  },
  {
    title: 'Area of Focus',
    links: areas.map((a) => ({ label: a.name, href: footerAreaLink(a.path) })),
  },
];

/** Company links shown under the footer's about blurb. */
export const companyLinks: readonly FooterLink[] = [
  pageLink('Services', '/services'),
  pageLink('Pricing', '/pricing'),
  pageLink('Contact Us', '/contact-us'),
];

export const footerAbout = `${site.name} helps investors, international firms and local companies win Saudi government contracts without building an in-house team: market entry, tender management, compliance, HR, finance, joint ventures and digital transformation, from one partner in Riyadh.`;

/** Words of the header's controls: menus, news tabs, language, search and the mobile sidebar. */
const headerTextWords = {
  homeLink: `${site.name} home`,
  /** The bar's call to action, at every size (the mobile bar and sidebar too). */
  contact: { label: 'Talk to us', href: '/contact-us' } satisfies { label: string; href: PagePath },
  menuButton: 'menu',
  menuOverview: { services: 'All services', focus: 'All areas of focus' },
  news: {
    blogs: 'Blogs',
    government: 'Government Insights',
    success: 'Success Stories',
    viewAll: 'View All',
    noPosts: 'No posts published yet.',
  },
  language: 'Language',
  search: {
    open: 'Search',
    label: 'Search the site',
    placeholder: 'Search pages and posts',
    submit: 'Search',
  },
  sidebar: { open: 'Open menu', close: 'Close menu', title: 'Site menu' },
  newTab: '(opens in a new tab)',
} as const;
export const headerText: Words<typeof headerTextWords> = headerTextWords;

/** Words of the /search results page (its hero is pages['/search']). */
const searchTextWords = {
  /** Followed by the query in quotes. */
  resultsFor: (count: number) => `${count === 1 ? '1 result' : `${count} results`} for`,
  enterQuery: 'Type a word or two to search the pages and posts of the site.',
  pages: 'Pages',
  posts: 'Posts',
  noResults: (query: string) => `Nothing on the site matches “${query}”. Try another word.`,
  postsFailed: 'Posts cannot be searched right now; the pages above still match.',
} as const;
export const searchText: Words<typeof searchTextWords> = searchTextWords;

/** Where the header's news tabs lead. */
export const newsLinks = {
  blogs: '/blog',
  success: '/stories',
} as const satisfies Record<string, PagePath>;

/** The news menu shows this many of the newest posts in each of its post tabs. */
export const newsPostsPerTab = 2;

/** The footer's Blogs column lists at most this many of the newest blog posts. */
export const footerPostLimit = 15;

/** Words of the footer's recent-posts column and bottom bar. */
const footerTextWords = {
  blogsTitle: 'Blogs',
  loadingPosts: 'Loading posts...',
  noPosts: 'No recent posts available.',
  /** Where the column leads before its posts load (and for good without JavaScript). */
  allPosts: 'Read our latest posts on the blog',
  callUs: 'Call us:',
  /** The list of the company's social profiles (when content/company.json names any). */
  social: 'Wasla on social media',
  rights: 'All rights reserved.',
  newTab: headerText.newTab,
} as const;
export const footerText: Words<typeof footerTextWords> = footerTextWords;

/** The links beside the copyright line. */
export const footerLegalLinks: readonly FooterLink[] = [
  pageLink('Terms', '/legal/terms'),
  pageLink('Privacy', '/legal/privacy'),
];
