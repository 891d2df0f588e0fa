// A zip bomb chosen on Mijn kosten in Chromium: the file worker stops at its cap and the page names it within
// seconds, instead of waiting for the 10 s silence timer ('kon niet worden gelezen') while the memory climbs.
// The time and memory of each hostile file are bounded in tests/unit/hostile-files.test.ts.
import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import { PARSE_TIMEOUT_MS } from '../../src/lib/brokerFiles/shared/workers';
import { xlsxBomb, XLSX_TYPE } from '../support/xlsx';
import { openPage, url, useBrowser } from './support/browser';
import { renderedText } from './support/text';

const { browser } = useBrowser();

describe('a zip bomb on Mijn kosten', () => {
  it('a 1 MB .xlsx inflating to 1 GiB is named too large within seconds, and the page keeps responding', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/tools/mijn-kosten'));
    await page.locator('[data-my-costs][data-hydrated="true"]').waitFor();
    const buffer = xlsxBomb(1024);
    const started = Date.now();
    await page
      .getByLabel(t('myCosts.file.label'))
      .setInputFiles({ name: 'Transacties.xlsx', mimeType: XLSX_TYPE, buffer });
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    const problem = page.locator('[data-file-problem]');
    // Before the silence timer could end it: the answer is the cap's, not 'unreadable'.
    await problem.waitFor({ timeout: PARSE_TIMEOUT_MS - 1000 });
    expect(Date.now() - started).toBeLessThan(PARSE_TIMEOUT_MS);
    expect(await problem.getAttribute('data-file-problem')).toBe('xlsx-too-large');
    expect((await problem.textContent().then(renderedText))?.replace(/\s+/g, ' ')).toContain(
      'Transacties.xlsx: Dit Excel-bestand pakt uit tot meer dan 64 MB',
    );
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
