'use client';

import { Link } from '@/components/ui/Link';
import { useJourneyStore } from './journey-store';

/** Footer link that clears the "journey seen" flag and shows the intro journey again on the home page. */
export function ReplayJourneyButton({ label, className }: { label: string; className?: string }) {
  return (
    <Link href="/" className={className} onClick={() => useJourneyStore.getState().replay()}>
      {label}
    </Link>
  );
}
