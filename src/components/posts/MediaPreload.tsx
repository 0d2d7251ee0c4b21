'use client';

import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * Preloads an image on the screens `media` matches (`<link rel="preload" media>`), where
 * next/image's `preload` covers every screen. A client component so that the preload is written
 * during the HTML render, as next/image's is: from a server component it would also go into the
 * page's inline payload.
 */
export function MediaPreload({
  media,
  ...image
}: {
  src: string;
  width: number;
  height: number;
  sizes: string;
  media: string;
}) {
  const { props } = getImageProps({ ...image, alt: '' });
  preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, media });
  return null;
}
