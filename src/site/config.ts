/**
 * The one place that names the company and its outside links (the base URL: `siteUrl`). Its
 * contact details, office and figures are content: content/company.json, read by `company.ts`.
 */
export const site = {
  name: 'Wasla',
  slug: 'wasla',
  legalName: 'Wasla Government Contracting Solutions',
  tagline: 'Government Contracting Solutions',
  description:
    'Wasla helps companies secure government contracts in Saudi Arabia without building an in-house team.',
  locale: 'en',
  /** The office's time zone: the day a post is dated is the day in Riyadh. */
  timeZone: 'Asia/Riyadh',
  languages: [{ code: 'en', label: 'English' }] as const,
  copyrightYear: 2025,
  socialImage: {
    src: '/og/wasla-social.png',
    width: 1200,
    height: 630,
    alt: 'Wasla — Government Contracting Solutions in Saudi Arabia',
  },
  placeholderImage: { src: '/placeholder.png', width: 1200, height: 630 },
  /** The logo structured data names: the media kit's mark, square and large enough for search engines. */
  logo: { src: '/brand/wasla-mark.png', width: 512, height: 512 },
} as const;

export interface ExternalLink {
  label: string;
  href: string;
}

/** Official Saudi sites listed in the footer's Useful Links column. */
export const usefulLinks: readonly ExternalLink[] = [
  { label: 'Ministry of Investment (MISA)', href: 'https://misa.gov.sa/en/' },
  { label: 'Etimad Government Procurement Portal', href: 'https://portal.etimad.sa/' },
  { label: 'Saudi Vision 2030', href: 'https://www.vision2030.gov.sa/en/' },
  { label: 'Ministry of Finance', href: 'https://www.mof.gov.sa/en/' },
  { label: 'Zakat, Tax and Customs Authority (ZATCA)', href: 'https://zatca.gov.sa/en/' },
];

/** The two fixed links of the header's Government Insights tab. */
export const governmentInsights: readonly (ExternalLink & { description: string })[] = [
  {
    label: 'Local Content and Government Procurement Authority',
    href: 'https://lcgpa.gov.sa/en',
    description:
      'Local content rules, price preferences and the mandatory list for government purchases.',
  },
  {
    label: 'Open Government Tenders on Etimad',
    href: 'https://tenders.etimad.sa/Tender/AllTendersForVisitor',
    description:
      'Browse the tenders that government entities have published on the national portal.',
  },
];

/** Paths built from the product slug (/jobs-at-{product} and friends). */
export const productPaths = {
  jobs: `/jobs-at-${site.slug}`,
  workingAt: `/working-at-${site.slug}`,
  birth: `/the-birth-of-${site.slug}`,
} as const;
