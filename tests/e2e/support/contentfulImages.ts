// Contentful's image CDN is not reachable from the tests: its images are answered with a local JPEG.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';

const IMAGE = readFileSync(resolve('src/content/news/images/aex-week.jpg'));

export async function stubContentfulImages(context: BrowserContext): Promise<void> {
  await context.route('https://images.ctfassets.net/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/jpeg', body: IMAGE }),
  );
}
