'use client';

import Image from 'next/image';

/**
 * A post card's picture, decorative (the card's title names it). A client component only so
 * that its fixed attributes (sizes, empty alt) live in the script, not once per card in each
 * page's inline payload; its looks come from `.post-grid` in globals.css.
 */
export function PostCardImage({
  src,
  width,
  height,
}: {
  src: string;
  width: number;
  height: number;
}) {
  return (
    <Image
      src={src}
      alt=""
      width={width}
      height={height}
      sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 96px"
    />
  );
}
