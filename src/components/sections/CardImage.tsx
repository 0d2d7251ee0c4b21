'use client';

import { decorativeImage } from '@/components/ui/DecorativeImage';

/** A card's picture: a phone shows it as a 96 px thumbnail beside the words (.card-grid in globals.css). */
export const CardImage = decorativeImage(
  '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 96px',
  'card-media',
);
