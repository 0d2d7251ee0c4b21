import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { NavigationFeedback } from '@/components/navigation-feedback/NavigationFeedback';
import { defaultMetadata } from '@/lib/metadata';
import { requestLocale } from '@/components/locale/request-locale';
import { localeFacts } from '@/site/locale';
import { wordsFor } from '@/site/words';
import { arabicFont, inter } from './fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return defaultMetadata(await requestLocale());
}

export const viewport: Viewport = {
  themeColor: '#013b37',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes every page render per request, so each gets its CSP nonce.
  await headers();
  const locale = await requestLocale();
  const { lang, dir } = localeFacts[locale];
  return (
    <html
      lang={lang}
      dir={dir}
      className={locale === 'ar' ? `${inter.variable} ${arabicFont.variable}` : inter.variable}
      suppressHydrationWarning
    >
      <body className="antialiased">
        <a href="#main" data-site-chrome className="skip-link">
          {wordsFor(locale).chrome.chromeWords.skipLink}
        </a>
        {children}
        <Suspense>
          <NavigationFeedback />
        </Suspense>
      </body>
    </html>
  );
}
