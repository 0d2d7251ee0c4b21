import type { ReactNode } from 'react';

/** Pages shown without header and footer (/vision, /register, /testtt). */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
      {children}
    </main>
  );
}
