import type { StepsSection } from '@/site/sections';
import { Band } from './Band';

/** Numbered steps of a process, in reading order, joined by a line on wide screens. */
export function ProcessSteps({ section }: { section: StepsSection }) {
  return (
    <Band heading={section.heading} intro={section.intro} tone="sand">
      <ol className="grid gap-8 md:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
        {section.steps.map((step, index) => (
          <li key={step.title} className="relative">
            <span aria-hidden="true" className="step-badge">
              {index + 1}
            </span>
            <h3 className="step-title">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
