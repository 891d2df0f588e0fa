// @ts-check
// The one list of the hosts a CMS image may come from: the CSP's img-src allows exactly these, and the news
// mapping (src/lib/news/mapping.ts) publishes an image in <img>, og:image, twitter:image and JSON-LD only from
// them. Plain JS without imports, so astro.config.mjs (through csp.mjs) and the pure news mapping can both load it.

/** Contentful's image host: the URL of every image asset in the Content Delivery API ('//images.ctfassets.net/…'). */
export const CMS_IMAGE_ORIGINS = /** @type {const} */ (['https://images.ctfassets.net']);
