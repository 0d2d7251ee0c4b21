import type { FiguresSection } from '@/site/sections';
import { SampleMark } from '@/components/ui/SampleMark';
import { Band } from './Band';

/** Headline figures, large, on dark teal: value, then what it counts. */
export function FiguresBand({ section }: { section: FiguresSection }) {
  return (
    <Band heading={section.heading} intro={section.intro} tone="dark">
      <dl className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {section.figures.map((figure, index) => (
          <div key={index} className="flex flex-col-reverse gap-2 border-t-2 border-gold-500 pt-5">
            <dt className="text-sand-100">{figure.label}</dt>
            <dd className="text-4xl font-bold text-white md:text-5xl">
              {figure.value}
              <SampleMark fact={figure} />
            </dd>
          </div>
        ))}
      </dl>
    </Band>
  );
}
