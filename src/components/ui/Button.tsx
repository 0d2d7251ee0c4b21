import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';

export type ButtonVariant =
  'primary' | 'accent' | 'secondary' | 'inverse' | 'danger' | 'danger-outline';

/** The class of every button and button-like link, so they look and behave alike (globals.css). */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `btn btn-${variant} ${extra}`.trim();
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
