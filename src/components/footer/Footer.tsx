import Link from 'next/link';
import { Logo } from '@/components/brand/Logo';
import { ReplayJourneyButton } from '@/components/journey/ReplayJourneyButton';
import { site } from '@/site/config';
import { companyLinks, footerAbout, footerColumns } from '@/site/navigation';

/** The site footer: link columns, about blurb, phone and copyright. */
export function Footer() {
  return (
    <footer data-site-chrome className="bg-teal-950 text-sand-100" data-testid="site-footer">
      <div className="container-page grid gap-10 py-16 md:grid-cols-4">
        <div className="md:col-span-4 lg:col-span-1">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-sand-200">{footerAbout}</p>
          <p className="mt-4 text-sm">
            Call us: <a href={`tel:${site.phone.tel}`} className="font-semibold text-white underline-offset-4 hover:underline">{site.phone.display}</a>
          </p>
          <ul className="mt-4 flex gap-4 text-sm">
            {companyLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-gold-500">{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-gold-500">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  {column.external ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:text-gold-500">
                      {link.label}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <Link href={link.href} className="hover:text-gold-500">{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-6 text-xs text-sand-200">
          <p>© {site.copyrightYear} {site.legalName}. All rights reserved.</p>
          <p className="flex gap-4">
            <Link href="/legal/terms" className="hover:text-gold-500">Terms</Link>
            <Link href="/legal/privacy" className="hover:text-gold-500">Privacy</Link>
            <ReplayJourneyButton className="hover:text-gold-500" />
          </p>
        </div>
      </div>
    </footer>
  );
}
