'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { localePath, pathWithoutLocale, type Locale } from '@/site/locale';

/**
 * One language of the switcher: a link to the page being shown in that language, its name
 * written in itself. A plain link: the other language is a new document (its `<html lang dir>`
 * and its words), and it works without JavaScript.
 */
export function LanguageLink({
  code,
  label,
  current,
  before,
  className,
}: {
  code: Locale;
  label: string;
  current: boolean;
  /** Shown ahead of the name, in the page's language (an icon, a hidden "Language:"). */
  before?: ReactNode;
  className?: string;
}) {
  const pathname = usePathname();
  return (
    <a
      href={localePath(code, pathWithoutLocale(pathname))}
      hrefLang={code}
      aria-current={current ? 'true' : undefined}
      className={className}
    >
      {before}
      <span lang={code}>{label}</span>
    </a>
  );
}
