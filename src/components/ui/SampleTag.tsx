'use client';

import { usePathname } from 'next/navigation';
import { chromeWords as arabic } from '@/site/ar/chrome';
import { chromeWords as english } from '@/site/chrome';
import { localeOf } from '@/site/locale';

/**
 * The "sample" tag itself, in the page's language, read from its address: the tag shows inside
 * server and client parts alike, and its two words cost less than passing them to each.
 */
export function SampleTag() {
  const { sample } = localeOf(usePathname() ?? '/') === 'ar' ? arabic : english;
  // The space keeps the tag a word of its own in the text (copied, read aloud, searched).
  return (
    <>
      {' '}
      <span className="sample-mark" title={sample.title}>
        {sample.label}
      </span>
    </>
  );
}
