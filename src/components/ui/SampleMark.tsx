import type { MaybeSample } from '@/site/company';

/**
 * A small "sample" tag after a fact the company has not confirmed (`"sample": true` in content/),
 * so a sample phone number, figure or story never passes for fact. Nothing for a confirmed one.
 */
export function SampleMark({ fact }: { fact: MaybeSample }) {
  if (!fact.sample) return null;
  // The space keeps the tag a word of its own in the text (copied, read aloud, searched).
  return (
    <>
      {' '}
      <span className="sample-mark" title="Sample content: not yet confirmed by the company">
        sample
      </span>
    </>
  );
}
