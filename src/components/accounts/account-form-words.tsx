'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { accountFormWords as english } from '@/site/account-form-words';
import { accountFormWords as arabic } from '@/site/ar/account-form-words';
import type { Locale } from '@/site/locale';

const PageLocale = createContext<Locale>('en');

/**
 * The page's language for the account forms below it, given by the server page that holds
 * them (its words have functions, which cannot travel as props; the few lines of both
 * languages travel with the forms instead).
 */
export function AccountFormLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <PageLocale value={locale}>{children}</PageLocale>;
}

/** The account forms' words in the page's language (English outside AccountFormLocale). */
export function useAccountFormWords(): typeof english {
  return useContext(PageLocale) === 'ar' ? arabic : english;
}
