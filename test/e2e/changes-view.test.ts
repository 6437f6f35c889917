/**
 * The changes view of issue 26 in Chromium against the real API stack: opened with the API key (as
 * an integrator's application would), it renders under its own content security policy without a
 * console error, shows the page images of both documents, and the box it marks on each page is
 * where that document printed the value.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { startApiHarness, type ApiHarness } from '../integration/api/harness.js';
import { extractRevisionPair, type ExtractedSds } from '../integration/api/revision-pair.js';
import { artifactPath, launchBrowser, readRegion, seriousAccessibilityViolations } from './browser.js';

let api: ApiHarness;
let browser: BrowserContext;
let page: Page;
let later: ExtractedSds;

beforeAll(async () => {
  api = await startApiHarness();
  const key = (await api.createKey()).plaintext;
  ({ later } = await extractRevisionPair(api.baseUrl, key));
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.setExtraHTTPHeaders({ Authorization: `Bearer ${key}` });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await api?.close();
});

/** What OCR reads inside the marked box of one side's page, from the pixels the browser drew. */
async function markedText(side: Locator): Promise<string> {
  const svg = side.locator('svg.page');
  const [frame, box] = await Promise.all([svg.boundingBox(), svg.locator('.evidence-box').boundingBox()]);
  const shot = await svg.screenshot();
  return readRegion(shot, {
    left: (box!.x - frame!.x) / frame!.width,
    top: (box!.y - frame!.y) / frame!.height,
    width: box!.width / frame!.width,
    height: box!.height / frame!.height,
  });
}

it('renders the changes with both documents’ pages and no console or CSP error', async () => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto(`${api.baseUrl}/v1/extractions/${later.request_id}/changes/view`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1').textContent()).resolves.toBe('Changed since the previous revision');
  await expect(page.locator('li.change').count()).resolves.toBe(3);
  await expect(page.locator('li.change.regulatory').count()).resolves.toBe(2);

  const date = page.locator('li.change[data-path="revision_metadata.revision_date"]');
  await expect(date.locator('[data-side="before"] .value').textContent()).resolves.toBe('2024-03-15');
  await expect(date.locator('[data-side="after"] .value').textContent()).resolves.toBe('2025-09-30');
  await page.screenshot({ path: artifactPath('changes-view.png'), fullPage: true });
  // The pixels inside each side's box are that side's printed date: the image is drawn, and the box is on the value.
  expect(await markedText(date.locator('[data-side="before"]'))).toContain('2024-03-15');
  expect(await markedText(date.locator('[data-side="after"]'))).toContain('2025-09-30');

  const added = page.locator('li.change[data-path="hazards_identification.h_statements[H317]"]');
  await expect(added.locator('[data-side="before"] svg.page').count()).resolves.toBe(0);
  await expect(added.locator('[data-side="before"] .where').textContent()).resolves.toBe(
    'not in the earlier record',
  );
  expect(await markedText(added.locator('[data-side="after"]'))).toContain('H317');

  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
}, 180_000);
