import type { TimelineSection } from '@/site/sections';
import { SampleMark } from '@/components/ui/SampleMark';
import { Band } from './Band';

/** Moments in order along a vertical line, each with its label (a period, not an invented date). */
export function Timeline({ section }: { section: TimelineSection }) {
  return (
    <Band heading={section.heading} intro={section.intro} tone="sand">
      <ol className="relative max-w-3xl border-s-2 border-gold-500 ps-8">
        {section.events.map((event) => (
          <li key={event.title} className="relative pb-10 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute -start-[2.55rem] top-1 h-4 w-4 rounded-full bg-teal-800 ring-4 ring-sand-100"
            />
            <p className="text-sm font-semibold uppercase tracking-wider text-teal-800">
              {event.label}
              <SampleMark fact={event} />
            </p>
            <h3 className="mt-1 text-xl font-bold text-teal-900">{event.title}</h3>
            <p className="mt-2 text-muted">{event.body}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
