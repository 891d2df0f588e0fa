// A page's JavaScript as the tools' budget counts it: every script response of a first visit with no
// interaction, in headless Chromium until the network is idle, plus every inline script but JSON-LD (the tariffs' or
// any other `<script type="application/json">` is code's data on the critical path and counts). Data fetched as a
// .json file after a reader's action does not count, nor do scripts only a reader's action loads (the search dialog,
// a file reader): a visit that does nothing never downloads them. Each file and each inline script counts in gzip
// bytes, as a CDN serves them.
import { gzipSync } from 'node:zlib';

/** Inline scripts that are not code's data: structured data for search engines (`application/ld+json`). */
const JSON_LD = /\btype\s*=\s*["']?application\/ld\+json/i;

/** The gzip bytes of a page's inline scripts, each compressed apart, every one but JSON-LD and empty ones. */
export function inlineScriptBytes(html) {
  let bytes = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (JSON_LD.test(attrs) || /\bsrc\s*=/.test(attrs) || !m[2].trim()) continue;
    bytes += gzipSync(m[2]).length;
  }
  return bytes;
}

/**
 * The JavaScript of a first visit to `url` in `browser` (playwright-core): each script response until the network is
 * idle (Playwright's 'networkidle': no request for 500 ms), with its gzip bytes, and the inline scripts' bytes.
 */
export async function firstVisitJavaScript(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ path: new URL(response.url()).pathname, bytes: gzipSync(body).length }),
        () => null,
      ),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    const scripts = (await Promise.all(pending)).filter((script) => script !== null);
    const files = [...new Map(scripts.map((script) => [script.path, script])).values()];
    const inline = inlineScriptBytes(html);
    return {
      bytes: files.reduce((sum, file) => sum + file.bytes, 0) + inline,
      inlineBytes: inline,
      files: files.map((file) => file.path).sort(),
    };
  } finally {
    await context.close();
  }
}
