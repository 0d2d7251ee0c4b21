import { productPaths } from '../config';
import { usefulLinks } from './config';
import type { FooterColumn, FooterLink, MainNavEntry, MenuItem } from '../navigation';
import type { PagePath } from '../pages';
import { areasByLocale } from '../areas';
import { term } from './glossary';
import { servicesByLocale } from '../services';

export {
  footerPostLimit,
  newsLinks,
  newsPostsPerTab,
  type FooterColumn,
  type FooterLink,
  type MainNavEntry,
  type MenuItem,
  type MenuKey,
} from '../navigation';

/** The header, footer and search words in Arabic (../navigation.ts); every link keeps its English address. */

const wasla = term('wasla');

export const serviceMenu: readonly MenuItem[] = servicesByLocale.ar.map((service) => ({
  title: service.name,
  link: service.path,
  image: service.image,
  description: service.summary,
}));

export const areaMenu: readonly MenuItem[] = areasByLocale.ar.map((area) => ({
  title: area.name,
  link: area.path,
  image: area.image,
  description: area.summary,
}));

export const mainNav: readonly MainNavEntry[] = [
  { kind: 'link', label: 'الرئيسية', href: '/' },
  { kind: 'menu', label: 'الخدمات', href: '/services', menu: 'services' },
  { kind: 'menu', label: 'مجالات التركيز', href: '/area-of-focus', menu: 'focus' },
  { kind: 'logo' },
  { kind: 'menu', label: 'الأخبار', href: '/blog', menu: 'news' },
  { kind: 'link', label: 'المشاريع الحكومية', href: '/government-projects' },
  { kind: 'link', label: 'ثقافتنا', href: '/culture' },
];

const pageLink = (label: string, href: PagePath): FooterLink => ({ label, href });

/** The footer links to /area-of-focus/safety (it redirects), the header to /safety-and-security. */
const footerAreaLink = (path: string) =>
  path === '/area-of-focus/safety-and-security' ? '/area-of-focus/safety' : path;

export const footerColumns: readonly FooterColumn[] = [
  { title: 'الخدمات', links: servicesByLocale.ar.map((s) => ({ label: s.name, href: s.path })) },
  {
    title: 'الأخبار والرؤى',
    links: [
      pageLink('المدونة', '/blog'),
      pageLink('قصص النجاح', '/stories'),
      pageLink('قصة مميزة', '/stories/details'),
      pageLink('المركز الإعلامي', '/media'),
      pageLink('المشاريع الحكومية', '/government-projects'),
    ],
  },
  {
    title: 'الثقافة والشركاء',
    links: [
      pageLink('ثقافتنا', '/culture'),
      pageLink('فريقنا', '/our-team'),
      pageLink('شركاؤنا', '/partners'),
      pageLink('رؤيتنا', '/vision'),
      pageLink(`قصة تأسيس ${wasla}`, productPaths.birth),
    ],
  },
  {
    title: 'روابط مفيدة',
    external: true,
    links: usefulLinks.map((link) => ({ label: link.label, href: link.href })),
  },
  {
    title: 'الوظائف',
    links: [
      pageLink(`الوظائف في ${wasla}`, productPaths.jobs),
      pageLink(`العمل في ${wasla}`, productPaths.workingAt),
    ],
  },
  {
    title: 'الشؤون القانونية',
    links: [
      pageLink('شروط الاستخدام', '/legal/terms'),
      pageLink('إشعار الخصوصية', '/legal/privacy'),
    ],
  },
  {
    title: 'مجالات التركيز',
    links: areasByLocale.ar.map((a) => ({ label: a.name, href: footerAreaLink(a.path) })),
  },
];

export const companyLinks: readonly FooterLink[] = [
  pageLink('الخدمات', '/services'),
  pageLink('الأسعار', '/pricing'),
  pageLink('اتصل بنا', '/contact-us'),
];

export const footerAbout = `تساعد ${wasla} المستثمرين والشركات الدولية والشركات المحلية على الفوز بالعقود الحكومية في المملكة دون بناء فريق داخلي: دخول السوق، وإدارة المنافسات، والامتثال، والموارد البشرية، والشؤون المالية، والمشاريع المشتركة، والتحول الرقمي، من شريك واحد في الرياض.`;

export const headerText = {
  homeLink: `الصفحة الرئيسية ل${wasla}`,
  contact: { label: 'تحدّث إلينا', href: '/contact-us' } satisfies { label: string; href: PagePath },
  menuButton: 'القائمة',
  menuOverview: { services: 'جميع الخدمات', focus: 'جميع مجالات التركيز' },
  news: {
    blogs: 'المدونة',
    government: 'رؤى حكومية',
    success: 'قصص النجاح',
    viewAll: 'عرض الكل',
    noPosts: 'لم تُنشر أي مقالات بعد.',
  },
  language: 'اللغة',
  search: {
    open: 'بحث',
    label: 'ابحث في الموقع',
    placeholder: 'ابحث في الصفحات والمقالات',
    submit: 'بحث',
  },
  sidebar: { open: 'فتح القائمة', close: 'إغلاق القائمة', title: 'قائمة الموقع' },
  newTab: '(يفتح في علامة تبويب جديدة)',
} as const;

/** Arabic has a form for one, two, three to ten and eleven and more: «نتيجة واحدة», «نتيجتان», «3 نتائج», «11 نتيجة». */
const resultCount = (count: number) => {
  if (count === 1) return 'نتيجة واحدة';
  if (count === 2) return 'نتيجتان';
  if (count >= 3 && count <= 10) return `${count} نتائج`;
  return `${count} نتيجة`;
};

export const searchText = {
  resultsFor: (count: number) => `${resultCount(count)} عن`,
  enterQuery: 'اكتب كلمة أو كلمتين للبحث في صفحات الموقع ومقالاته.',
  pages: 'الصفحات',
  posts: 'المقالات',
  noResults: (query: string) => `لا يوجد في الموقع ما يطابق «${query}». جرّب كلمة أخرى.`,
  postsFailed: 'يتعذر البحث في المقالات الآن، لكن الصفحات أعلاه ما زالت تطابق بحثك.',
} as const;

export const footerText = {
  blogsTitle: 'المدونة',
  loadingPosts: 'جارٍ تحميل المقالات...',
  noPosts: 'لا توجد مقالات حديثة.',
  allPosts: 'اقرأ أحدث مقالاتنا في المدونة',
  callUs: 'اتصل بنا:',
  social: 'وصلة على وسائل التواصل الاجتماعي',
  rights: 'جميع الحقوق محفوظة.',
  newTab: headerText.newTab,
} as const;

export const footerLegalLinks: readonly FooterLink[] = [
  pageLink('الشروط', '/legal/terms'),
  pageLink('الخصوصية', '/legal/privacy'),
];
