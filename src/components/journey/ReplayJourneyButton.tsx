import Link from 'next/link';

/** Footer link that shows the intro journey again. The journey work makes it clear the stored flag first. */
export function ReplayJourneyButton({ className }: { className?: string }) {
  return (
    <Link href="/parallex" className={className}>
      Replay the introduction
    </Link>
  );
}
