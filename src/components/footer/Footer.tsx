import { Logo } from '@/components/brand/Logo';
import { ReplayJourneyButton } from '@/components/journey/ReplayJourneyButton';
import { SampleMark } from '@/components/ui/SampleMark';
import { Ltr } from '@/components/ui/Ltr';
import type { Company } from '@/site/company';
import { requestWords } from '@/components/locale/request-locale';
import type { FooterLink } from '@/site/navigation';
import type { SiteWords } from '@/site/words';
import { footerHeadingClass, footerLinkClass } from './footer-styles';
import {
  FooterColumns,
  FooterLinkList,
  type FooterColumnData,
  type FooterLinkPair,
} from './FooterLinks';
import { FooterRecentPosts } from './FooterRecentPosts';

const pairs = (links: readonly FooterLink[]): FooterLinkPair[] =>
  links.map(({ label, href }) => [label, href]);

/**
 * The site footer (server-rendered): about blurb, phone and copyright; the link lists arrive as
 * compact data for a client list, and the Blogs column's recent posts load once the footer
 * comes into view.
 */
export async function Footer({ company }: { company: Company }) {
  return <FooterView words={await requestWords()} company={company} />;
}

/** The footer in the language of `words`, with the company's facts for the request. */
export function FooterView({ words, company }: { words: SiteWords; company: Company }) {
  const { companyLinks, footerAbout, footerColumns, footerLegalLinks, footerText } =
    words.navigation;
  const { site } = words.config;
  const { journeyControls } = words.journey;
  const columns: FooterColumnData[] = footerColumns.map((column) => ({
    title: column.title,
    links: pairs(column.links),
    ...(column.external ? { external: true } : {}),
  }));
  return (
    <footer
      data-site-chrome
      data-testid="site-footer"
      className="render-when-near bg-teal-950 text-sand-100"
    >
      <div className="container-page py-12 lg:py-16">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-12">
          <div>
            <Logo />
            <p className="mt-4 text-sm leading-relaxed text-sand-200">{footerAbout}</p>
            <p className="mt-4 text-sm">
              {footerText.callUs}{' '}
              <a
                href={`tel:${company.phone.tel}`}
                className={`font-semibold text-white underline-offset-4 hover:underline`}
              >
                <Ltr>{company.phone.display}</Ltr>
              </a>
              <SampleMark fact={company.phone} />
            </p>
            <FooterLinkList
              links={pairs(companyLinks)}
              className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm"
            />
            {company.social.length > 0 ? (
              // The company's own profiles, each with its network's name.
              <ul
                aria-label={footerText.social}
                className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm"
              >
                {company.social.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} rel="me noopener" className={footerLinkClass}>
                      {link.label}
                    </a>
                    <SampleMark fact={link} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <nav
            aria-label={words.chrome.chromeWords.footerNavigation}
            className="grid grid-cols-2 gap-x-6 gap-y-8 sm:gap-10 lg:grid-cols-4"
          >
            <FooterColumns columns={columns} newTabText={footerText.newTab} />
            <section aria-labelledby="footer-column-blogs" className="col-span-2 lg:col-span-4">
              <h2 id="footer-column-blogs" className={footerHeadingClass}>
                {footerText.blogsTitle}
              </h2>
              <FooterRecentPosts
                loadingText={footerText.loadingPosts}
                emptyText={footerText.noPosts}
                allPostsText={footerText.allPosts}
              />
            </section>
          </nav>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-6 text-xs text-sand-200">
          <p>
            © {site.copyrightYear} {site.legalName}. {footerText.rights}
          </p>
          <FooterLinkList
            links={pairs(footerLegalLinks)}
            className="flex flex-wrap gap-4"
            extra={
              <ReplayJourneyButton label={journeyControls.replay} className={footerLinkClass} />
            }
          />
        </div>
      </div>
    </footer>
  );
}
