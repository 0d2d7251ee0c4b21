import type { MaybeSample } from '@/site/company';
import { SampleTag } from './SampleTag';

/**
 * A small "sample" tag after a fact the company has not confirmed (`"sample": true` in content/),
 * so a sample phone number, figure or story never passes for fact. Nothing for a confirmed one.
 * Decided where it is rendered, so a server page sends the tag without props (the fact itself,
 * a whole case study for a story, stays out of the page's payload).
 */
export function SampleMark({ fact }: { fact: MaybeSample }) {
  return fact.sample ? <SampleTag /> : null;
}
