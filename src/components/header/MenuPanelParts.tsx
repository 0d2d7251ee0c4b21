import { Link } from '@/components/ui/Link';
import { ArrowRight } from 'lucide-react';
import type { HeaderLink } from './header-data';

/** The frame of a desktop dropdown panel: full width, under the bar. */
export const menuPanelClass =
  'absolute inset-x-0 top-full border-t border-white/10 bg-teal-950 text-white shadow-2xl';

/** A dropdown's link to a whole page (the menu's overview, all posts), with its arrow. */
export function MenuPageLink({ link, className = '' }: { link: HeaderLink; className?: string }) {
  return (
    <Link
      href={link.href}
      className={`inline-flex items-center gap-2 text-sm font-semibold text-gold-500 hover:text-sand-100 ${className}`}
    >
      {link.label}
      <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
    </Link>
  );
}
