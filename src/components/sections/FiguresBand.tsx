import type { FiguresSection } from '@/site/sections';
import { SampleMark } from '@/components/ui/SampleMark';
import { Band } from './Band';

/** Headline figures, large, on dark teal: value, then what it counts (`.figure-list`, globals.css). */
export function FiguresBand({ section }: { section: FiguresSection }) {
  return (
    <Band heading={section.heading} intro={section.intro} tone="dark">
      <dl className="figure-list">
        {section.figures.map((figure, index) => (
          <div key={index}>
            <dt>{figure.label}</dt>
            <dd>
              {figure.value}
              <SampleMark fact={figure} />
            </dd>
          </div>
        ))}
      </dl>
    </Band>
  );
}
