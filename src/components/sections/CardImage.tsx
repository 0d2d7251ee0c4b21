'use client';

import Image from 'next/image';

/**
 * A card's picture, decorative (the card's title names it). A client component only so that
 * its fixed attributes (sizes, class, empty alt) live in the script, not once per card in each
 * page's inline payload.
 */
export function CardImage({ src, width, height }: { src: string; width: number; height: number }) {
  return (
    <Image
      src={src}
      alt=""
      width={width}
      height={height}
      // A phone shows it as a 96 px thumbnail beside the words (.card-grid in globals.css).
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 96px"
      className="card-media"
    />
  );
}
