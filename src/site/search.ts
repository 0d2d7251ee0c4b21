// Its own module: the header's search box runs in the browser and must not pull in the site's copy.

/** The site search page (`?q=` is the query) and the longest query it reads. */
export const searchPath = '/search';
export const searchQueryMaxLength = 100;
