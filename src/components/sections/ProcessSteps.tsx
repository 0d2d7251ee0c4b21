import type { StepsSection } from '@/site/sections';
import { Band } from './Band';

/** Numbered steps of a process, in reading order, joined by a line on wide screens. */
export function ProcessSteps({ section }: { section: StepsSection }) {
  return (
    <Band heading={section.heading} intro={section.intro} tone="sand">
      <ol className="step-list">
        {section.steps.map((step, index) => (
          <li key={step.title}>
            <h3>
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p>{step.body}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
