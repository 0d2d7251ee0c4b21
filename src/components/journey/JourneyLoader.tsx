import { Logo } from '@/components/brand/Logo';
import { journeyControls } from '@/site/journey';

/** Covers the journey stage with the logo while the journey's code loads (never the home content). */
export function JourneyLoader() {
  return (
    <div role="status" data-testid="journey-loader" className="absolute inset-0 z-[70] grid place-items-center bg-teal-800">
      <Logo className="scale-150 motion-safe:animate-pulse" />
      <span className="sr-only">{journeyControls.loading}</span>
    </div>
  );
}
