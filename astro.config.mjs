// @ts-check
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { siteConfig } from './src/environment.mjs';
import { cspDirectives, cspScriptResources } from './src/security/csp.mjs';
import pagefind from './src/integrations/pagefind.ts';
import redirectsFile from './src/integrations/redirects.ts';
import previewHeaders from './src/integrations/previewHeaders.ts';
import { inSitemap, REDIRECTS } from './src/data/routes.ts';
import { satteri } from '@astrojs/markdown-satteri';
import { tableHeaders } from './src/lib/markdown/tableHeaders.ts';

// Validated before anything else runs: a production build with missing settings stops here, before
// any content is fetched or page rendered, with one message naming every missing variable.
const config = siteConfig();

/**
 * Whether a built page asks not to be indexed (`<meta name="robots" content="noindex…">`). Read only in a preview
 * build, whose drafts must stay out of the sitemap: which articles are drafts is known from the pages alone.
 * @param {string} pathname
 */
function builtPageSaysNoindex(pathname) {
  const file = resolve(
    config.outDir,
    `${pathname === '/' ? 'index' : decodeURIComponent(pathname).replace(/^\/|\/$/g, '')}.html`,
  );
  try {
    return /<meta[^>]*name="robots"[^>]*content="noindex/.test(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}

export default defineConfig({
  site: config.siteUrl,
  // Separate output/cache folders let parallel builds (tests, bench) run side by side.
  outDir: config.outDir,
  cacheDir: config.cacheDir,
  trailingSlash: 'never',
  // Astro 7's default ('jsx') drops every whitespace run that holds a line break next to an element, so a word
  // written on the line after an inline element ran into it ('Transparant:de knoppen'). `true` collapses
  // whitespace losslessly: a run between text and an inline element keeps one space.
  // tests/e2e/html-text.e2e.ts fails on a word glued to an inline element anywhere in the build.
  compressHTML: true,
  // concurrency 4: rendering overlaps the file writes; measured ~20% faster at 10,000 news articles
  // (npm run bench), with no shared mutable state between pages (the news list is one cached promise).
  build: { format: 'file', concurrency: 4 },
  output: 'static',
  integrations: [
    mdx(),
    react(),
    sitemap({
      filter: (page) => {
        const { pathname } = new URL(page);
        return inSitemap(pathname) && !(config.preview && builtPageSaysNoindex(pathname));
      },
    }),
    // Old addresses answer a real 301 from the CDN (`_redirects`), not a refresh stub page: no `redirects` here.
    redirectsFile(REDIRECTS),
    // A preview build (drafts) tells robots on every path not to index (X-Robots-Tag in `_headers`).
    previewHeaders(config.preview),
    // Last: indexes the finished HTML.
    pagefind(),
  ],
  // Shiki's inline styles conflict with the CSP; the site shows no code blocks.
  markdown: { syntaxHighlight: false, processor: satteri({ hastPlugins: [tableHeaders] }) },
  security: {
    csp: { directives: cspDirectives(config.firebase), scriptDirective: { resources: cspScriptResources() } },
  },
  vite: {
    plugins: [tailwindcss()],
    // The browser's only configuration: the Firebase settings and whether the emulator test hook
    // exists. Literal constants, so a production build drops the hook's code entirely.
    define: {
      __FIREBASE_SETTINGS__: JSON.stringify(config.firebase),
      __AUTH_TEST_HOOK__: JSON.stringify(config.authTestHook),
    },
    // `npm start`: the dev server passes /api/* to the Pages runtime that scripts/start.mjs runs beside it (the
    // Functions and the local D1). The runtime sees every such request come from loopback (this proxy), so the proxy
    // sets CF-Connecting-IP to its own caller's address, replacing any the caller sent: with `npm start -- --host` a
    // device on the network is then not loopback to the Functions (src/server/idToken.ts emulatorTokensAllowed).
    ...(config.devApiOrigin
      ? {
          server: {
            proxy: {
              '/api': {
                target: config.devApiOrigin,
                /** @param {import('vite').HttpProxy.ProxyServer} proxy */
                configure: (proxy) => {
                  proxy.on('proxyReq', (proxyRequest, request) => {
                    proxyRequest.setHeader('cf-connecting-ip', request.socket.remoteAddress ?? '');
                  });
                },
              },
            },
          },
        }
      : {}),
  },
});
