import type { ImageAsset } from './types';

/** The project's own drawings for team cards without a photo (content/images/team/). */
export const teamIllustrations = {
  leadership: {
    src: '/images/team/leadership.webp',
    width: 480,
    height: 360,
    alt: '',
  },
  practice: {
    src: '/images/team/practice.webp',
    width: 480,
    height: 360,
    alt: '',
  },
} as const satisfies Record<string, ImageAsset>;
