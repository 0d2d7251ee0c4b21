import Link from 'next/link';
import { AccountMenu } from '@/components/account/AccountMenu';
import { Logo } from '@/components/brand/Logo';
import { mainNav } from '@/site/navigation';

/** The site header: fixed at the top of every default-layout page. */
export function Header() {
  return (
    <header data-site-chrome className="fixed inset-x-0 top-0 z-50 bg-teal-900/95 text-white" data-testid="site-header">
      <nav aria-label="Main" className="container-page flex h-20 items-center justify-between gap-4">
        <ul className="flex flex-wrap items-center gap-x-6 gap-y-1 text-sm font-medium">
          {mainNav.map((entry) =>
            entry.kind === 'logo' ? (
              <li key="logo">
                <Link href="/" aria-label="Wasla home">
                  <Logo />
                </Link>
              </li>
            ) : (
              <li key={entry.label}>
                <Link href={entry.href} className="hover:text-gold-500">
                  {entry.label}
                </Link>
              </li>
            ),
          )}
        </ul>
        <AccountMenu />
      </nav>
    </header>
  );
}
