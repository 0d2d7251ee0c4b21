import type { StepsSection } from '@/site/sections';
import type { SectionProps } from './section-props';
import { Band } from './Band';

/** Numbered steps of a process, in reading order, joined by a line on wide screens. */
export function ProcessSteps({ section, words }: SectionProps<StepsSection>) {
  return (
    <Band heading={section.heading} intro={section.intro} tone="sand">
      <ol className="step-list">
        {section.steps.map((step, index) => (
          <li key={index}>
            <h3>
              <span className="sr-only">{words.step(index + 1)}</span>
              {step.title}
            </h3>
            <p>{step.body}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
