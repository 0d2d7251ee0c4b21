import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { Logo } from '@/components/brand/Logo';
import { requestLocale, requestWords } from '@/components/locale/request-locale';
import { AccountFormLocale } from './account-form-words';

/** The account pages without header or footer (/register and the mailed-link pages): logo, heading, a card. */
export async function AccountPageFrame({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  const { homeLink } = (await requestWords()).navigation.headerText;
  return (
    <div className="min-h-dvh bg-sand-50">
      <div className="bg-teal-900 pb-24 pt-8 text-white">
        <div className="container-page">
          <Link href="/" aria-label={homeLink} className="inline-block">
            <Logo />
          </Link>
          <h1 className="mt-12 text-4xl font-bold leading-tight md:text-5xl">{heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-sand-100">{intro}</p>
        </div>
      </div>
      <div className="container-page -mt-16 max-w-2xl pb-16">
        <AccountFormLocale locale={await requestLocale()}>{children}</AccountFormLocale>
      </div>
    </div>
  );
}
