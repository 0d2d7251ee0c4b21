'use client';

import { site } from '@/site/config';

// A client component although it has no state: the header and footer show it on every page, and
// as a reference it costs each page's inline payload a few bytes instead of its SVG twice.

/** Wasla's mark — two arcs joined by a bridge ("wasla" means "link") — and wordmark. */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <circle cx="24" cy="24" r="23" fill="#025c55" />
      <path
        d="M9 30c4-10 10-15 15-15s11 5 15 15"
        fill="none"
        stroke="#c8a45c"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M13 33h22" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="24" cy="15" r="3.5" fill="#fff" />
    </svg>
  );
}

export function Logo({
  className = '',
  tone = 'light',
}: {
  className?: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <LogoMark className="h-9 w-9 shrink-0" />
      <span
        className={`text-xl font-bold tracking-tight ${tone === 'light' ? 'text-white' : 'text-teal-900'}`}
      >
        {site.name}
      </span>
    </span>
  );
}
