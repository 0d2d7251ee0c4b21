import type { FiguresSection } from '@/site/sections';
import { Band } from './Band';
import { FigureList } from './FigureList';

/** Headline figures, large, on dark teal: value, then what it counts (`.figure-list`, globals.css). */
export function FiguresBand({ section }: { section: FiguresSection }) {
  return (
    <Band heading={section.heading} intro={section.intro} tone="dark">
      <FigureList figures={section.figures} className="figure-list" />
    </Band>
  );
}
