'use client';

import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { featuredImageSizes } from './featured-image';

/**
 * Preloads a post's featured image on screens from lg up only (`<link rel="preload" media>`),
 * where next/image's `preload` covers every screen. A client component so that the preload is
 * written during the HTML render, as next/image's is (from a server component it would also go
 * into the page's inline payload); it takes the address alone, which is all the widths need.
 */
export function FeaturedImagePreload({ src }: { src: string }) {
  const { props } = getImageProps({ src, alt: '', fill: true, sizes: featuredImageSizes });
  preload(props.src, {
    as: 'image',
    imageSrcSet: props.srcSet,
    imageSizes: props.sizes,
    media: '(min-width: 1024px)',
  });
  return null;
}
