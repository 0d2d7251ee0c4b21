import type { ChecklistSection } from '@/site/sections';
import { Band } from './Band';
import { TickList } from './Prose';

/** What a client receives: a ticked list in two columns. */
export function Checklist({ section }: { section: ChecklistSection }) {
  return (
    <Band heading={section.heading} intro={section.intro} tone="white">
      <TickList items={section.items} columns={2} />
    </Band>
  );
}
