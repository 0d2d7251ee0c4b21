'use client';

import Image from 'next/image';

/** A decorative picture as a list passes it: its source and intrinsic size. */
export type DecorativePicture = readonly [src: string, width: number, height: number];

/**
 * A client component for a decorative picture (empty alt: the card's title names it) with the
 * given `sizes` and class. Client only so that these fixed attributes live in the script, not
 * once per picture in each page's inline payload: a page passes just the source and its size.
 */
export function decorativeImage(sizes: string, className?: string) {
  return function DecorativeImage({
    src,
    width,
    height,
  }: {
    src: string;
    width: number;
    height: number;
  }) {
    return (
      <Image src={src} alt="" width={width} height={height} sizes={sizes} className={className} />
    );
  };
}
