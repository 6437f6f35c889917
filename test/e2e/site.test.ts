/**
 * The website in a real browser against the real stack (site app, database, Temporal, evaluation
 * worker): the trial flow with a generated PDF, the gate on copy and download, the contact form,
 * CTA events arriving in the collector, the operator charts, and axe-core on every page.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { startSiteHarness, type SiteHarness } from '../integration/site/harness.js';
import type { ExtractionEnvelope } from '../../src/extraction/contract.js';
import { reference } from '../../src/extraction/reference/index.js';
import type { LayoutA } from '../../src/extraction/schema/index.js';
import { EXAMPLE_SHEET } from '../../src/site/example/example-sds.js';
import { buildScannedSdsPdf } from '../fixtures/special-pdfs.js';
import {
  artifactPath,
  fillTrialForm,
  launchBrowser,
  readRegion,
  seriousAccessibilityViolations,
} from './browser.js';

const ADMIN_KEY = 'operator-key-for-the-browser-test';
/** The API's public address in this deployment, which the docs must show instead of a local one. */
const API_BASE_URL = 'https://api.sds-extract.test';

let site: SiteHarness;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  // The API reference is built at install time; the stamp makes this a no-op when it is current.
  execFileSync(process.execPath, [
    fileURLToPath(new URL('../../scripts/build-api-docs.mjs', import.meta.url)),
  ]);
  site = await startSiteHarness({
    environment: { ANALYTICS_ADMIN_KEY: ADMIN_KEY, PUBLIC_BASE_URL: API_BASE_URL },
  });
  browser = await launchBrowser();
  await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl });
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Where the evidence box stands on the page image shown (shares of the image), and that image's bytes. */
async function shownEvidence(): Promise<{
  region: { left: number; top: number; width: number; height: number; landscape: boolean };
  imageBytes: Buffer;
}> {
  await page.waitForFunction(() => {
    const image = document.getElementById('evidence-page') as HTMLImageElement;
    return image.complete && image.naturalWidth > 0;
  });
  const region = await page.evaluate(() => {
    const image = (document.getElementById('evidence-page') as HTMLImageElement).getBoundingClientRect();
    const box = (document.getElementById('evidence-box') as HTMLElement).getBoundingClientRect();
    return {
      left: (box.left - image.left) / image.width,
      top: (box.top - image.top) / image.height,
      width: box.width / image.width,
      height: box.height / image.height,
      landscape: image.width > image.height,
    };
  });
  const imageUrl = await page.locator('#evidence-page').getAttribute('src');
  const imageBytes = Buffer.from(
    await (await fetch(new URL(imageUrl as string, site.baseUrl))).arrayBuffer(),
  );
  return { region, imageBytes };
}

async function ctaEvents(ctaId: string): Promise<number> {
  const rows = await site.db.kysely
    .selectFrom('site_analytics_events')
    .select('id')
    .where('cta_id', '=', ctaId)
    .execute();
  return rows.length;
}

/** What the browser reports as errors on the page from now on (CSP violations among them), until `stop`. */
function consoleErrors(): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the website in Chromium', () => {
  it('shows the example sheet in the record view on the landing page and reports the trial CTA click', async () => {
    await page.goto(site.baseUrl);
    await eventually(async () => {
      await page.reload();
      return (await page.locator('#example-view .record-section').count()) > 0;
    }, 60_000);
    await expect(page.locator('#panel-record').textContent()).resolves.toContain('Example Degreaser XR-7');
    // Every component, limit and toxicity row of the sheet is shown whole: nothing "not stated".
    const tables = page.locator('#example-view table.record-table');
    const shown = await tables.locator('.value').allTextContents();
    for (const component of EXAMPLE_SHEET.composition.components) {
      const amount = `${component.min} - ${component.max} %`;
      expect(shown).toEqual(expect.arrayContaining([component.name, component.cas, component.ec, amount]));
    }
    expect(shown).toEqual(expect.arrayContaining(['1500 ppm', '10470 mg/kg']));
    const tableText = (await tables.allTextContents()).join(' ');
    for (const text of ['Short-term (15 min)', 'WEL (GB)', 'EH40', 'Ethanol (CAS 64-17-5)'])
      expect(tableText).toContain(text);
    expect(tableText).not.toContain('not stated');
    await page.locator('button.value', { hasText: 'UN1090' }).click();
    await page.locator('#evidence-figure').waitFor({ state: 'visible' });
    await expect(page.locator('#evidence-caption').textContent()).resolves.toContain('UN number: UN1090');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('landing.png'), fullPage: true });

    await page.click('[data-cta="hero-trial"]');
    await page.waitForURL(`${site.baseUrl}/trial`);
    await eventually(async () => (await ctaEvents('hero-trial')) === 1);
  });

  it('uploads a generated SDS on the trial page, shows progress, then the viewer with tabs, confidence and warnings', async () => {
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.click('button[type="submit"]');
    await expect(page.locator('[data-error-for="file"]').textContent()).resolves.toContain('Choose a PDF');

    await fillTrialForm(page);
    await page.click('button[type="submit"]');
    await page.locator('#trial-progress').waitFor({ state: 'visible' });
    await page.waitForURL(/\/samples\/smp_/, { timeout: 90_000 });
    await page.locator('#viewer-result').waitFor({ state: 'visible' });
    await expect(page.locator('[data-summary="engine"]').textContent()).resolves.toBe('Built-in engine');
    await expect(page.locator('[data-summary="confidence"]').textContent()).resolves.toMatch(/^\d+ %$/);
    await expect(page.locator('[data-preview="json"]').textContent()).resolves.toContain(
      '"schema_version": "2027-01"',
    );
    await expect(page.locator('#tab-record').getAttribute('aria-selected')).resolves.toBe('true');

    await page.focus('#tab-json');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#panel-xml').isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-preview="xml"]').textContent()).resolves.toContain('<?xml');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('viewer.png'), fullPage: true });
  });

  it('shows the record by SDS section with confidences, statement texts and pictograms, and the page a value was read from', async () => {
    await page.click('#tab-record');
    const sampleId = page.url().split('/').at(-1) as string;
    const sample = await site.db.samples.get(sampleId);
    const record = (JSON.parse(sample?.envelope_json as string) as ExtractionEnvelope).outputs
      .json as LayoutA;
    const value = (path: string) => page.locator(`button.value[data-path="${path}"]`);

    for (const [path, expected] of [
      ['product_identification.product_name', record.product_identification.product_name],
      ['hazards_identification.signal_word', record.hazards_identification.signal_word],
      ['transport_information.un_number', record.transport_information.un_number],
      ['revision_metadata.revision_date', record.revision_metadata.revision_date],
    ] as const) {
      await expect(value(path).textContent()).resolves.toBe(expected);
    }
    const nameConfidence = record.evidence['product_identification.product_name']?.confidence ?? 0;
    await expect(
      page
        .locator(
          '#' + (await value('product_identification.product_name').getAttribute('id')) + '-confidence',
        )
        .textContent(),
    ).resolves.toBe(`confidence ${Math.round(nameConfidence * 100)} %`);
    const hazards = record.hazards_identification;
    expect(hazards.h_statements.length).toBeGreaterThan(0);
    for (const [index, code] of hazards.h_statements.entries()) {
      const item = page.locator('li', { has: value(`hazards_identification.h_statements[${index}]`) });
      const text = await item.textContent();
      expect(text).toContain(code);
      expect(text).toContain(reference().hStatements.statements[code] ?? 'missing text');
    }
    await expect(page.locator('#panel-record svg.pictogram').count()).resolves.toBe(
      hazards.pictograms.length,
    );
    await expect(page.locator('#panel-record table.record-table').first().textContent()).resolves.toContain(
      record.composition.components[0]?.cas_number ?? 'no component',
    );
    // A badge with the list entry beside each flagged component (the sheet's solvents are harmonised).
    const entries = record.composition.components.flatMap((component) =>
      component.regulatory.map((flag) => `${flag.list} ${flag.entry}`),
    );
    expect(entries).toContain('clp_annex_vi 606-001-00-8');
    await expect(page.locator('#panel-record .regulatory-badge').count()).resolves.toBe(
      new Set(entries).size,
    );
    await expect(page.locator('#panel-record table.record-table').first().textContent()).resolves.toContain(
      'CLP Annex VI: 606-001-00-8',
    );

    // Keyboard only: focus the UN number and press Enter.
    const evidence = record.evidence['transport_information.un_number'];
    await value('transport_information.un_number').focus();
    await page.keyboard.press('Enter');
    await page.locator('#evidence-figure').waitFor({ state: 'visible' });
    const { region, imageBytes } = await shownEvidence();
    await expect(page.locator('#evidence-figure').getAttribute('data-page')).resolves.toBe(
      String(evidence?.page),
    );
    await expect(readRegion(imageBytes, region)).resolves.toContain(record.transport_information.un_number);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('viewer-record.png'), fullPage: true });
  });

  it('asks for lead details before copying, and the server refuses the copy without them', async () => {
    const sampleId = page.url().split('/').at(-1) as string;
    await page.click('#tab-xml');
    await page.click('[data-access-action="copy"]');
    const dialog = page.locator('#access-dialog');
    await dialog.waitFor({ state: 'visible' });
    // The trial's details are prefilled; clear one to see the server's refusal in the dialog.
    await page.fill('#access-company', '');
    await page.click('#access-form button[type="submit"]');
    // The message arrives with the server's answer, so wait for it rather than read it at once.
    await eventually(async () =>
      ((await page.locator('[data-error-for="company"]').textContent()) ?? '').includes('company'),
    );
    await page.screenshot({ path: artifactPath('access-dialog-error.png') });
    expect(await site.db.samples.listAccesses(sampleId)).toEqual([]);

    await page.fill('#access-company', 'Compilers Inc');
    await page.click('#access-form button[type="submit"]');
    await eventually(async () =>
      ((await page.locator('#access-result').textContent()) ?? '').startsWith('Copied the full XML output'),
    );
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const sample = await site.db.samples.get(sampleId);
    expect(clipboard).toBe(JSON.parse(sample?.envelope_json as string).outputs.xml);
    expect(await site.db.samples.listAccesses(sampleId)).toEqual([
      expect.objectContaining({ action: 'copy', format: 'xml' }),
    ]);
  });

  it('downloads the full output through the short-lived link after the dialog', async () => {
    await page.click('#tab-csv');
    await page.click('[data-access-action="download"]');
    await page.locator('#access-dialog').waitFor({ state: 'visible' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('#access-form button[type="submit"]'),
    ]);
    expect(download.suggestedFilename()).toBe('solvent.sds.csv');
    const content = await readFile((await download.path()) as string, 'utf8');
    expect(content).toContain('Solvex Degreasing Solvent SD-200');
  });

  it('sends the contact form and shows errors next to the fields', async () => {
    await page.goto(`${site.baseUrl}/contact`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.fill('#contact-full_name', 'Katherine Johnson');
    await page.fill('#contact-work_email', 'katherine@orbit.example');
    await page.fill('#contact-company', 'Orbital Mechanics');
    await page.fill('#contact-message', 'Too short');
    await page.click('button[type="submit"]');
    await eventually(async () =>
      ((await page.locator('[data-error-for="message"]').textContent()) ?? '').includes('at least 10'),
    );
    await page.fill('#contact-message', 'We would like a quote for 10,000 documents a month.');
    await page.click('button[type="submit"]');
    await eventually(async () =>
      ((await page.locator('#contact-result').textContent()) ?? '').startsWith('Thank you'),
    );
    await page.screenshot({ path: artifactPath('contact.png'), fullPage: true });
    const contacts = await site.db.kysely.selectFrom('site_contacts').selectAll().execute();
    expect(contacts.map((contact) => contact.message)).toContain(
      'We would like a quote for 10,000 documents a month.',
    );
    await eventually(async () => (await ctaEvents('contact-submit')) === 2);
  });

  it('renders the API reference with Redoc served by the site itself', async () => {
    const fetchedElsewhere: string[] = [];
    page.on('requestfinished', (request) => {
      if (!/^(?:data:|http:\/\/127\.0\.0\.1)/.test(request.url())) fetchedElsewhere.push(request.url());
    });
    await page.goto(`${site.baseUrl}/docs`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const browserErrors = consoleErrors();
    await page.click('[data-cta="docs-api-reference"]');
    await page.waitForURL(`${site.baseUrl}/docs/reference`);
    await page.goto(`${site.baseUrl}/docs/reference#/extraction`);
    await page.getByText('Extract one safety data sheet').first().waitFor({ timeout: 30_000 });
    await expect(page.getByText('/v1/extract-sds', { exact: true }).first().isVisible()).resolves.toBe(true);
    // Redoc's attribution logo is the site's own file, loaded under the page's CSP.
    await page.waitForFunction(() =>
      [...document.images].some(
        (image) => image.src.endsWith('/assets/redocly-wordmark.svg') && image.complete,
      ),
    );
    // The server is the deployment's API; the operator's endpoint stands apart, marked for operators.
    const source = await page.content();
    expect(source).toContain(API_BASE_URL);
    expect(source).not.toMatch(/https?:\/\/localhost|npm start/);
    const operatorGroup = page.getByText('For operators only', { exact: true }).first();
    await expect(operatorGroup.isVisible()).resolves.toBe(true);
    expect(fetchedElsewhere).toEqual([]);
    expect(browserErrors.errors).toEqual([]);
    browserErrors.stop();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('api-docs.png') });
    page.removeAllListeners('requestfinished');
  });

  it('serves customers the guide as rendered pages with the API at its public address, and nothing internal', async () => {
    const browserErrors = consoleErrors();
    await page.goto(`${site.baseUrl}/docs`);
    const pages = await page
      .locator('ul.guides a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(pages).toEqual(['/docs/api', '/docs/errors', '/docs/webhooks', '/docs/limits', '/docs/esdscom']);
    for (const path of pages) {
      const response = await page.goto(`${site.baseUrl}${path}`);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      await expect(page.locator('article.guide h1').isVisible()).resolves.toBe(true);
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/https?:\/\/localhost/);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    }
    await page.goto(`${site.baseUrl}/docs/api`);
    expect((await page.locator('pre code').allTextContents()).join('\n')).toContain(
      `${API_BASE_URL}/v1/extract-sds`,
    );
    expect(await page.locator('table').count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifactPath('docs-api-guide.png'), fullPage: true });
    for (const internal of ['security.md', 'benchmarks.md', 'development.md', 'website.md', 'api.md']) {
      expect((await fetch(`${site.baseUrl}/docs/${internal}`)).status).toBe(404);
    }
    const favicon = await fetch(`${site.baseUrl}/favicon.ico`);
    expect([favicon.status, favicon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(browserErrors.errors).toEqual([]);
    browserErrors.stop();
  });

  it('refuses the operator page without the right key and draws the charts with it', async () => {
    await page.goto(`${site.baseUrl}/operator/analytics`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.fill('#operator-key', 'not-the-key');
    await page.click('#operator-form button[type="submit"]');
    await eventually(async () => ((await page.locator('#operator-error').textContent()) ?? '').length > 0);
    await expect(page.locator('#operator-dashboard').isHidden()).resolves.toBe(true);

    await page.fill('#operator-key', ADMIN_KEY);
    await page.click('#operator-form button[type="submit"]');
    await page.locator('#operator-dashboard[data-drawn="true"]').waitFor();
    await expect(page.locator('[data-total="uploads"]').textContent()).resolves.toBe('1');
    await expect(page.locator('[data-total="conversion"]').textContent()).resolves.toBe('100 %');
    const painted = await page.evaluate(() => {
      const canvas = document.getElementById('chart-cta') as HTMLCanvasElement;
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      return Array.from(pixels).some((value, index) => index % 4 === 3 && value > 0);
    });
    expect(painted).toBe(true);
    await page.screenshot({ path: artifactPath('operator-analytics.png'), fullPage: true });
  });

  it('shows a sideways scan read by OCR with the evidence box on the page as scanned', async () => {
    await page.goto(`${site.baseUrl}/trial`);
    await fillTrialForm(page, {
      name: 'scanned.pdf',
      pdf: await buildScannedSdsPdf({ contentRotation: 90 }),
    });
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/samples\/smp_/, { timeout: 300_000 });
    await page.locator('#viewer-result').waitFor({ state: 'visible', timeout: 300_000 });
    await expect(page.locator('.record-document').textContent()).resolves.toContain('read from the OCR');
    const un = page.locator('button.value[data-path="transport_information.un_number"]');
    await expect(un.textContent()).resolves.toBe('UN1993');
    await un.click();
    const { region, imageBytes } = await shownEvidence();
    // The scan lies on its side: the page shows landscape and the text runs down the box.
    expect(region.landscape).toBe(true);
    expect(region.height).toBeGreaterThan(region.width);
    await expect(readRegion(imageBytes, region, 270)).resolves.toContain('UN1993');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('viewer-record-scanned.png'), fullPage: true });
  }, 400_000);
});
