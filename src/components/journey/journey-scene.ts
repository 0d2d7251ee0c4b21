/**
 * The journey's heavy parts (gsap, the wave, the slider, the ripple's loader), one chunk that
 * JourneyExperience fetches only once the journey is certain to show, and the fetch of the
 * facts its slides show.
 */
export { CursorFollower } from '@/components/effects/cursor/CursorFollower';
export { RippleBackground } from '@/components/effects/ripple/RippleBackground';
export { Wave } from '@/components/effects/wave/Wave';
export { JourneySlider } from './JourneySlider';
export { fetchJourneyFacts } from './journey-facts';
