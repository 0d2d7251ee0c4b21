import { Logo } from '@/components/brand/Logo';

/**
 * Covers the journey stage with the logo when Start is pressed before the journey's scene has loaded.
 * The label comes from the server page, so the journey's copy stays out of the gate's chunk.
 */
export function JourneyLoader({ label }: { label: string }) {
  return (
    <div
      role="status"
      data-testid="journey-loader"
      className="absolute inset-0 z-[70] grid place-items-center bg-teal-800"
    >
      <Logo className="scale-150 motion-safe:animate-pulse" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
