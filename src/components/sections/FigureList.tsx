import type { Figure } from '@/site/sections';
import { SampleMark } from '@/components/ui/SampleMark';

/**
 * Headline figures as a description list, each what it counts and its value (with the sample
 * mark while the company has not confirmed it); `className` lays them out for their place.
 */
export function FigureList({
  figures,
  className,
}: {
  figures: readonly Figure[];
  className: string;
}) {
  return (
    <dl className={className}>
      {figures.map((figure, index) => (
        <div key={index}>
          <dt>{figure.label}</dt>
          <dd>
            {figure.value}
            <SampleMark fact={figure} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
