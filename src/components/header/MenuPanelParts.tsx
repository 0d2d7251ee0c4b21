import { Link } from '@/components/ui/Link';
import { ArrowRight } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { HeaderLink } from './header-data';

/** The frame of a desktop dropdown panel: full width, under the bar. */
export const menuPanelClass =
  'absolute inset-x-0 top-full border-t border-white/10 bg-teal-950 text-white shadow-2xl';

/**
 * What an open dropdown panel hands back to the bar: the key presses and clicks that bubble up
 * from its links (arrows move focus, a click closes the menu), and that it is in the page.
 */
export interface PanelEvents {
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  /** Called once the panel is in the page (its code may load when it first opens). */
  onShown: () => void;
}

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
