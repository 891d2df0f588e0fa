// The site's public URL as pages see it (`Astro.site`). astro.config.mjs always sets `site` from the
// site configuration (src/environment.mjs, SITE_URL or its development default), so a missing one is a
// wiring error, never a reason to fall back to a hard-coded address.
export function requireSite(site: URL | undefined): URL {
  if (!site) throw new Error('Astro has no `site`: astro.config.mjs must set it from the site configuration.');
  return site;
}
