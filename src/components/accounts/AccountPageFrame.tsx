import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { Logo } from '@/components/brand/Logo';

/** The account pages without header or footer (/register and the mailed-link pages): logo, heading, a card. */
export function AccountPageFrame({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-sand-50">
      <div className="bg-teal-900 pb-24 pt-8 text-white">
        <div className="container-page">
          <Link href="/" aria-label="Wasla home" className="inline-block">
            <Logo />
          </Link>
          <h1 className="mt-12 text-4xl font-bold leading-tight md:text-5xl">{heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-sand-100">{intro}</p>
        </div>
      </div>
      <div className="container-page -mt-16 max-w-2xl pb-16">{children}</div>
    </div>
  );
}
