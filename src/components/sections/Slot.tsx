import type { ReactNode } from 'react';
import type { SlotSection } from '@/site/sections';
import { Band } from './Band';

/**
 * The place another module fills (the enquiry form, the openings list). The module brings its
 * own section and heading (its form is named by it); until one fills the place, the slot's
 * heading and fallback say where to turn instead, so the page never shows an empty frame.
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
  if (children) return <div data-slot={section.name}>{children}</div>;
  return (
    <Band heading={section.heading} intro={section.intro}>
      {fallback}
    </Band>
  );
}
