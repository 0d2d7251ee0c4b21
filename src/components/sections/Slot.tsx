import type { ReactNode } from 'react';
import type { SlotSection } from '@/site/sections';
import { Band } from './Band';

/**
 * The place another module fills (the enquiry form, the openings list). Until it is given
 * content, it says where to turn instead, so the page never shows an empty frame.
 */
export function Slot({
  section,
  fallback,
  children,
}: {
  section: SlotSection;
  fallback: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Band heading={section.heading} intro={section.intro}>
      <div data-slot={section.name}>{children ?? fallback}</div>
    </Band>
  );
}
