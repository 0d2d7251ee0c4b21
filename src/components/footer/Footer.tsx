import Link from 'next/link';
import { ExternalLink } from 'lucide-react';
import { Logo } from '@/components/brand/Logo';
import { ReplayJourneyButton } from '@/components/journey/ReplayJourneyButton';
import { site } from '@/site/config';
import { journeyControls } from '@/site/journey';
import {
  companyLinks,
  footerAbout,
  footerColumns,
  footerLegalLinks,
  footerText,
} from '@/site/navigation';
import { FooterRecentPosts } from './FooterRecentPosts';

const linkClass = 'rounded transition-colors hover:text-gold-500';
const headingClass = 'text-sm font-semibold uppercase tracking-wider text-gold-500';

/**
 * The site footer (server-rendered): the link columns, about blurb, phone and copyright. Only
 * the Blogs column's recent posts run in the browser, loaded once the footer comes into view.
 */
export function Footer() {
  return (
    <footer data-site-chrome data-testid="site-footer" className="bg-teal-950 text-sand-100">
      <div className="container-page py-16">
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <div>
            <Logo />
            <p className="mt-4 text-sm leading-relaxed text-sand-200">{footerAbout}</p>
            <p className="mt-4 text-sm">
              {footerText.callUs}{' '}
              <a
                href={`tel:${site.phone.tel}`}
                className={`font-semibold text-white underline-offset-4 hover:underline`}
              >
                {site.phone.display}
              </a>
            </p>
            <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {companyLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <nav
            aria-label="Footer"
            className="grid grid-cols-1 gap-10 sm:grid-cols-2 lg:grid-cols-4"
          >
            {footerColumns.map((column) => (
              <section key={column.title} aria-labelledby={columnId(column.title)}>
                <h2 id={columnId(column.title)} className={headingClass}>
                  {column.title}
                </h2>
                <ul className="mt-3 space-y-2 text-sm">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      {column.external ? (
                        <a
                          href={link.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={`${linkClass} inline-flex items-baseline gap-1.5`}
                        >
                          {link.label}
                          <ExternalLink aria-hidden="true" className="h-3 w-3 shrink-0" />
                          <span className="sr-only"> {footerText.newTab}</span>
                        </a>
                      ) : (
                        <Link href={link.href} className={linkClass}>
                          {link.label}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <section aria-labelledby="footer-column-blogs" className="sm:col-span-2 lg:col-span-4">
              <h2 id="footer-column-blogs" className={headingClass}>
                {footerText.blogsTitle}
              </h2>
              <FooterRecentPosts
                loadingText={footerText.loadingPosts}
                emptyText={footerText.noPosts}
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
          <ul className="flex flex-wrap gap-4">
            {footerLegalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <ReplayJourneyButton label={journeyControls.replay} className={linkClass} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

const columnId = (title: string) => `footer-column-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
