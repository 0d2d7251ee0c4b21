/** A post's featured image's widths on the page: the grid's first column from lg up, the page's width below. */
export const featuredImageSizes = '(min-width: 1280px) 860px, (min-width: 1024px) 70vw, 100vw';
