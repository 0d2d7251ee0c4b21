'use client';

import { decorativeImage } from '@/components/ui/DecorativeImage';

/** A post card's picture; its looks come from `.post-grid` in globals.css. */
export const PostCardImage = decorativeImage(
  '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 96px',
);
