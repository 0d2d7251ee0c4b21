import Link from 'next/link';
import type { ReactNode } from 'react';

export type ButtonVariant =
  'primary' | 'accent' | 'secondary' | 'inverse' | 'danger' | 'danger-outline';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-teal-800 text-white hover:bg-teal-900',
  accent: 'bg-gold-500 text-teal-950 hover:bg-sand-200',
  secondary: 'border border-teal-800 text-teal-900 hover:bg-teal-100',
  // On dark backgrounds (heroes, call-to-action bands)
  inverse: 'border border-white/60 text-white hover:bg-white/10',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-outline': 'border border-red-700 text-red-800 hover:bg-red-50',
};

/** The class of every button and button-like link, so they look and behave alike. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 font-semibold disabled:cursor-progress disabled:opacity-70 ${variants[variant]} ${extra}`.trim();
}

/** A link that looks like a button (calls to action). */
export function ButtonLink({
  href,
  variant = 'primary',
  children,
  className = '',
}: {
  href: string;
  variant?: ButtonVariant;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link href={href} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}
