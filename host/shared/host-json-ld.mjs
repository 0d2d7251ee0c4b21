// Structured data the host writes into a page's HTML as it renders it: the page renders an
// empty <script type="application/ld+json" data-json-ld-source="/path"> (src/components/seo/
// JsonLd.tsx, HostJsonLd), and the host fills it with what the site answers at that path
// (host/page-cache/json-ld.mjs). Its text is then in the HTML once: a script a React tree writes
// is in the HTML and again in the page's inline flight data.

/** The attribute that names where the script's text comes from. */
export const JSON_LD_SOURCE_ATTRIBUTE = 'data-json-ld-source';
