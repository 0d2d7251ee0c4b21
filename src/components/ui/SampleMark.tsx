'use client';

import { usePathname } from 'next/navigation';
import { chromeWords as arabic } from '@/site/ar/chrome';
import { chromeWords as english } from '@/site/chrome';
import type { MaybeSample } from '@/site/company';
import { localeOf } from '@/site/locale';

/**
 * A small "sample" tag after a fact the company has not confirmed (`"sample": true` in content/),
 * so a sample phone number, figure or story never passes for fact. Nothing for a confirmed one.
 * In the page's language, read from its address: the tag shows inside server and client parts
 * alike, and its two words cost less than passing them to each.
 */
export function SampleMark({ fact }: { fact: MaybeSample }) {
  const { sample } = localeOf(usePathname() ?? '/') === 'ar' ? arabic : english;
  if (!fact.sample) return null;
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
