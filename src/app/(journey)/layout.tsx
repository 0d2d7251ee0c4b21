import type { ReactNode } from 'react';

/** The parallex layout: a full-screen stage for the intro journey, no header or footer. */
export default function ParallexLayout({ children }: { children: ReactNode }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="relative min-h-dvh overflow-hidden bg-teal-800 text-white outline-none"
    >
      {children}
    </main>
  );
}
