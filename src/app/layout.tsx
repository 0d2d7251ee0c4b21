import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { NavigationFeedback } from '@/components/navigation-feedback/NavigationFeedback';
import { defaultMetadata } from '@/lib/metadata';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = defaultMetadata;

export const viewport: Viewport = {
  themeColor: '#013b37',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes every page render per request, so each gets its CSP nonce.
  await headers();
  return (
    <html lang="en" dir="ltr" className={inter.variable} suppressHydrationWarning>
      <body className="antialiased">
        <a href="#main" data-site-chrome className="skip-link">
          Skip to content
        </a>
        {children}
        <Suspense>
          <NavigationFeedback />
        </Suspense>
      </body>
    </html>
  );
}
