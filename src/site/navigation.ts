import { usefulLinks as arabicUsefulLinks } from './ar/config';
import { term } from './ar/glossary';
import { areasByLocale } from './areas';
import { productPaths, site, usefulLinks } from './config';
import { inLocale, perLocale, type Bilingual, type InLocale, type Localized } from './localized';
import type { PagePath } from './pages';
import { servicesByLocale } from './services';
import type { ImageAsset, KeptKey } from './types';

/** An entry of a header mega-menu. */
export interface MenuItem {
  title: string;
  link: string;
  image: ImageAsset;
  description: string;
}

export type MenuKey = 'services' | 'focus' | 'news';

// Links to the site's own pages name them by their path in the page table (src/site/pages), so a
// page that moves breaks the build instead of leaving a dead link.
export type MainNavEntry =
  | { kind: 'link'; label: string; href: PagePath }
  | { kind: 'menu'; label: string; href: PagePath; menu: MenuKey }
  | { kind: 'logo' };

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
  /** External links open in a new tab. */
  external?: boolean;
}

/** Where the header's news tabs lead. */
export const newsLinks = {
  blogs: '/blog',
  success: '/stories',
} as const satisfies Record<string, PagePath>;

/** The news menu shows this many of the newest posts in each of its post tabs. */
export const newsPostsPerTab = 2;

/** The footer's Blogs column lists at most this many of the newest blog posts. */
export const footerPostLimit = 15;

/** The brand's name in each language. */
const wasla: Localized = { en: site.name, ar: term('wasla') };

/** What the menus and the footer call a page they link, wherever they link it. */
const pageNames = {
  services: { en: 'Services', ar: 'الخدمات' },
  areas: { en: 'Area of Focus', ar: 'مجالات التركيز' },
  governmentProjects: { en: 'Government Projects', ar: 'المشاريع الحكومية' },
  stories: { en: 'Success Stories', ar: 'قصص النجاح' },
  blogs: { en: 'Blogs', ar: 'المدونة' },
} satisfies Record<string, Localized>;

/** A link to one of the site's own pages, named in both languages. */
const pageLink = (label: Localized, href: PagePath) => ({ label, href });

/** A service's or area's card as a header mega-menu entry. */
const menuItem = (offering: {
  name: string;
  path: string;
  image: ImageAsset;
  summary: string;
}): MenuItem => ({
  title: offering.name,
  link: offering.path,
  image: offering.image,
  description: offering.summary,
});

/** The footer links to /area-of-focus/safety (it redirects), the header to /safety-and-security: both addresses stay live. */
const footerAreaLink = (path: string) =>
  path === '/area-of-focus/safety-and-security' ? '/area-of-focus/safety' : path;

/** Arabic has a form for one, two, three to ten and eleven and more: «نتيجة واحدة», «نتيجتان», «3 نتائج», «11 نتيجة». */
const arabicResultCount = (count: number) => {
  if (count === 1) return 'نتيجة واحدة';
  if (count === 2) return 'نتيجتان';
  if (count >= 3 && count <= 10) return `${count} نتائج`;
  return `${count} نتيجة`;
};

const headerText = {
  homeLink: { en: `${wasla.en} home`, ar: `الصفحة الرئيسية ل${wasla.ar}` },
  /** The bar's call to action, at every size (the mobile bar and sidebar too). */
  contact: { label: { en: 'Talk to us', ar: 'تحدّث إلينا' }, href: '/contact-us' as PagePath },
  menuButton: { en: 'menu', ar: 'القائمة' },
  menuOverview: {
    services: { en: 'All services', ar: 'جميع الخدمات' },
    focus: { en: 'All areas of focus', ar: 'جميع مجالات التركيز' },
  },
  news: {
    blogs: pageNames.blogs,
    government: { en: 'Government Insights', ar: 'رؤى حكومية' },
    success: pageNames.stories,
    viewAll: { en: 'View All', ar: 'عرض الكل' },
    noPosts: { en: 'No posts published yet.', ar: 'لم تُنشر أي مقالات بعد.' },
  },
  language: { en: 'Language', ar: 'اللغة' },
  search: {
    open: { en: 'Search', ar: 'بحث' },
    label: { en: 'Search the site', ar: 'ابحث في الموقع' },
    placeholder: { en: 'Search pages and posts', ar: 'ابحث في الصفحات والمقالات' },
    submit: { en: 'Search', ar: 'بحث' },
  },
  sidebar: {
    open: { en: 'Open menu', ar: 'فتح القائمة' },
    close: { en: 'Close menu', ar: 'إغلاق القائمة' },
    title: { en: 'Site menu', ar: 'قائمة الموقع' },
  },
  newTab: { en: '(opens in a new tab)', ar: '(يفتح في علامة تبويب جديدة)' },
};

/** Words of the /search results page (its hero is pages['/search']). */
const searchText = {
  /** Followed by the query in quotes. */
  resultsFor: {
    en: (count: number) => `${count === 1 ? '1 result' : `${count} results`} for`,
    ar: (count: number) => `${arabicResultCount(count)} عن`,
  },
  enterQuery: {
    en: 'Type a word or two to search the pages and posts of the site.',
    ar: 'اكتب كلمة أو كلمتين للبحث في صفحات الموقع ومقالاته.',
  },
  pages: { en: 'Pages', ar: 'الصفحات' },
  posts: { en: 'Posts', ar: 'المقالات' },
  noResults: {
    en: (query: string) => `Nothing on the site matches “${query}”. Try another word.`,
    ar: (query: string) => `لا يوجد في الموقع ما يطابق «${query}». جرّب كلمة أخرى.`,
  },
  postsFailed: {
    en: 'Posts cannot be searched right now; the pages above still match.',
    ar: 'يتعذر البحث في المقالات الآن، لكن الصفحات أعلاه ما زالت تطابق بحثك.',
  },
};

/** Words of the footer's recent-posts column and bottom bar. */
const footerText = {
  blogsTitle: pageNames.blogs,
  loadingPosts: { en: 'Loading posts...', ar: 'جارٍ تحميل المقالات...' },
  noPosts: { en: 'No recent posts available.', ar: 'لا توجد مقالات حديثة.' },
  /** Where the column leads before its posts load (and for good without JavaScript). */
  allPosts: { en: 'Read our latest posts on the blog', ar: 'اقرأ أحدث مقالاتنا في المدونة' },
  callUs: { en: 'Call us:', ar: 'اتصل بنا:' },
  /** The list of the company's social profiles (when content/company.json names any). */
  social: { en: 'Wasla on social media', ar: 'وصلة على وسائل التواصل الاجتماعي' },
  rights: { en: 'All rights reserved.', ar: 'جميع الحقوق محفوظة.' },
  newTab: headerText.newTab,
};

/** The header's, footer's and search page's words, each text in both languages. */
const navigationWords = {
  serviceMenu: perLocale((locale) => servicesByLocale[locale].map(menuItem)),
  areaMenu: perLocale((locale) => areasByLocale[locale].map(menuItem)),
  /** The header's main navigation, in order. */
  mainNav: [
    { kind: 'link', label: { en: 'Home', ar: 'الرئيسية' }, href: '/' },
    { kind: 'menu', label: pageNames.services, href: '/services', menu: 'services' },
    { kind: 'menu', label: pageNames.areas, href: '/area-of-focus', menu: 'focus' },
    { kind: 'logo' },
    { kind: 'menu', label: { en: 'News', ar: 'الأخبار' }, href: '/blog', menu: 'news' },
    { kind: 'link', label: pageNames.governmentProjects, href: '/government-projects' },
    { kind: 'link', label: { en: 'Culture', ar: 'ثقافتنا' }, href: '/culture' },
  ],
  footerColumns: [
    {
      title: pageNames.services,
      links: perLocale((locale) =>
        servicesByLocale[locale].map((s) => ({ label: s.name, href: s.path })),
      ),
    },
    {
      title: { en: 'News & Insights', ar: 'الأخبار والرؤى' },
      links: [
        pageLink({ en: 'Blog', ar: 'المدونة' }, '/blog'),
        pageLink(pageNames.stories, '/stories'),
        pageLink({ en: 'Featured Story', ar: 'قصة مميزة' }, '/stories/details'),
        pageLink({ en: 'Media Centre', ar: 'المركز الإعلامي' }, '/media'),
        pageLink(pageNames.governmentProjects, '/government-projects'),
      ],
    },
    {
      title: { en: 'Culture & Partners', ar: 'الثقافة والشركاء' },
      links: [
        pageLink({ en: 'Our Culture', ar: 'ثقافتنا' }, '/culture'),
        pageLink({ en: 'Our Team', ar: 'فريقنا' }, '/our-team'),
        pageLink({ en: 'Partners', ar: 'شركاؤنا' }, '/partners'),
        pageLink({ en: 'Our Vision', ar: 'رؤيتنا' }, '/vision'),
        pageLink(
          { en: `The Birth of ${wasla.en}`, ar: `قصة تأسيس ${wasla.ar}` },
          productPaths.birth,
        ),
      ],
    },
    {
      title: { en: 'Useful Links', ar: 'روابط مفيدة' },
      external: true,
      links: { en: usefulLinks, ar: arabicUsefulLinks },
    },
    {
      title: { en: 'Careers', ar: 'الوظائف' },
      links: [
        pageLink({ en: `Jobs at ${wasla.en}`, ar: `الوظائف في ${wasla.ar}` }, productPaths.jobs),
        pageLink(
          { en: `Working at ${wasla.en}`, ar: `العمل في ${wasla.ar}` },
          productPaths.workingAt,
        ),
      ],
    },
    {
      title: { en: 'Legal', ar: 'الشؤون القانونية' },
      links: [
        pageLink({ en: 'Terms of Use', ar: 'شروط الاستخدام' }, '/legal/terms'),
        pageLink({ en: 'Privacy Notice', ar: 'إشعار الخصوصية' }, '/legal/privacy'),
      ],
    },
    {
      title: pageNames.areas,
      links: perLocale((locale) =>
        areasByLocale[locale].map((a) => ({ label: a.name, href: footerAreaLink(a.path) })),
      ),
    },
  ],
  /** Company links shown under the footer's about blurb. */
  companyLinks: [
    pageLink(pageNames.services, '/services'),
    pageLink({ en: 'Pricing', ar: 'الأسعار' }, '/pricing'),
    pageLink({ en: 'Contact Us', ar: 'اتصل بنا' }, '/contact-us'),
  ],
  footerAbout: {
    en: `${wasla.en} helps investors, international firms and local companies win Saudi government contracts without building an in-house team: market entry, tender management, compliance, HR, finance, joint ventures and digital transformation, from one partner in Riyadh.`,
    ar: `تساعد ${wasla.ar} المستثمرين والشركات الدولية والشركات المحلية على الفوز بالعقود الحكومية في المملكة دون بناء فريق داخلي: دخول السوق، وإدارة المنافسات، والامتثال، والموارد البشرية، والشؤون المالية، والمشاريع المشتركة، والتحول الرقمي، من شريك واحد في الرياض.`,
  },
  /** Words of the header's controls: menus, news tabs, language, search and the mobile sidebar. */
  headerText,
  /** Words of the /search results page (its hero is pages['/search']). */
  searchText,
  /** Words of the footer's recent-posts column and bottom bar. */
  footerText,
  /** The links beside the copyright line. */
  footerLegalLinks: [
    pageLink({ en: 'Terms', ar: 'الشروط' }, '/legal/terms'),
    pageLink({ en: 'Privacy', ar: 'الخصوصية' }, '/legal/privacy'),
  ],
  newsLinks,
  newsPostsPerTab,
  footerPostLimit,
} satisfies Bilingual<NavigationWords, KeptKey | 'link'>;

/** The navigation's words in one language. */
export interface NavigationWords {
  serviceMenu: readonly MenuItem[];
  areaMenu: readonly MenuItem[];
  mainNav: readonly MainNavEntry[];
  footerColumns: readonly FooterColumn[];
  companyLinks: readonly FooterLink[];
  footerAbout: string;
  headerText: InLocale<typeof headerText>;
  searchText: InLocale<typeof searchText>;
  footerText: InLocale<typeof footerText>;
  footerLegalLinks: readonly FooterLink[];
  newsLinks: typeof newsLinks;
  newsPostsPerTab: number;
  footerPostLimit: number;
}

/** The navigation in each language; every link keeps its English address. */
export const navigationByLocale = perLocale((locale): NavigationWords =>
  inLocale(navigationWords, locale),
);
