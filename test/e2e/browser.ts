/**
 * Debian's Chromium driven by playwright-core (which never downloads a browser): headless, no
 * network beyond loopback, a fresh profile per launch. scripts/ensure-chromium.sh installs it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { OcrPool } from '../../src/extraction/ocr/pool.js';
import { buildTextSdsPdf } from '../fixtures/sds-pdf.js';

const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
const ENSURE_SCRIPT = fileURLToPath(new URL('../../scripts/ensure-chromium.sh', import.meta.url));
export const ARTIFACTS_DIR = fileURLToPath(new URL('../../test-artifacts/e2e/', import.meta.url));

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<BrowserContext> {
  if (!existsSync(CHROMIUM)) execFileSync('bash', [ENSURE_SCRIPT], { stdio: 'inherit' });
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const profile = await mkdtemp(path.join(os.tmpdir(), 'sds-chromium-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    acceptDownloads: true,
    viewport: { width: 1200, height: 900 },
  });
}

export function artifactPath(name: string): string {
  return path.join(ARTIFACTS_DIR, name);
}

/** Fills the trial form with a generated SDS and a valid lead; the caller decides when to send it. */
export async function fillTrialForm(
  page: Page,
  file: { name: string; pdf: Uint8Array } = { name: 'solvent.pdf', pdf: new Uint8Array() },
): Promise<void> {
  await page.setInputFiles('#trial-file', {
    name: file.name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(file.pdf.length > 0 ? file.pdf : await buildTextSdsPdf()),
  });
  await page.fill('#trial-full_name', 'Grace Hopper');
  await page.fill('#trial-work_email', 'grace@navy.example');
  await page.fill('#trial-company', 'Compilers Inc');
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

let axeSource: Promise<string> | undefined;

/** axe-core's serious and critical findings on the page (run through the DevTools protocol, not a page script). */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(await axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.slice(0, 3) }));
}

/** A region of an image as shares of its width and height (0..1). */
export interface ImageRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * What OCR reads inside a region of a page image (enlarged three times for tesseract), turned
 * `turn` degrees clockwise first when the text runs sideways on the page.
 */
export async function readRegion(
  image: Buffer,
  region: ImageRegion,
  turn: 0 | 90 | 270 = 0,
): Promise<string> {
  const picture = await loadImage(image);
  const [x, y, width, height] = [
    region.left * picture.width,
    region.top * picture.height,
    region.width * picture.width,
    region.height * picture.height,
  ];
  const [outWidth, outHeight] = turn === 0 ? [width * 3, height * 3] : [height * 3, width * 3];
  const canvas = createCanvas(Math.ceil(outWidth), Math.ceil(outHeight));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((turn * Math.PI) / 180);
  context.drawImage(picture, x, y, width, height, (-width * 3) / 2, (-height * 3) / 2, width * 3, height * 3);
  const pool = new OcrPool(1);
  try {
    const lines = await pool.recognize(await canvas.encode('png'), ['eng']);
    return lines.map((line) => line.words.map((word) => word.text).join(' ')).join('\n');
  } finally {
    await pool.terminate();
  }
}
