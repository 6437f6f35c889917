/**
 * The bot-check widget in Chromium: the trial and contact pages load the configured provider's
 * widget script (a Turnstile-style stand-in on another loopback origin, allowed by the CSP and by
 * nothing else), the ticked widget's token travels with the form, and the provider's verdict decides:
 * a refusal is shown next to the widget (403 bot_check_failed), an acceptance lets the form through.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { startSiteHarness, type SiteHarness } from '../integration/site/harness.js';
import {
  botCheckEnvironment,
  PASSING_TOKEN,
  startBotCheckProvider,
  type BotCheckProvider,
} from '../integration/site/stand-ins.js';
import { artifactPath, fillTrialForm, launchBrowser, seriousAccessibilityViolations } from './browser.js';

const BOT_SECRET = 'bot-check-secret-for-the-browser';
const SITE_KEY = 'site-key-for-the-browser';

let provider: BotCheckProvider;
let site: SiteHarness;
let browser: BrowserContext;
let page: Page;
const securityMessages: string[] = [];

beforeAll(async () => {
  provider = await startBotCheckProvider(BOT_SECRET, SITE_KEY);
  site = await startSiteHarness({
    environment: { ...botCheckEnvironment(provider, BOT_SECRET, SITE_KEY), LOG_LEVEL: 'error' },
  });
  browser = await launchBrowser();
  page = await browser.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) securityMessages.push(message.text());
  });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await provider?.close();
});

async function tickWidget(form: string): Promise<void> {
  await page.frameLocator(`${form} iframe[title="Bot check"]`).locator('#human').check();
  await page.waitForFunction(
    (selector) =>
      (document.querySelector(`${selector} input[name="bot-check-response"]`) as HTMLInputElement).value !==
      '',
    form,
  );
}

async function submitAndAnswer(form: string, path: string): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) => candidate.url().endsWith(path) && candidate.request().method() === 'POST',
    ),
    page.click(`${form} button[type="submit"]`),
  ]);
  return response.status();
}

/** A token verifies once: after a send the widget is unticked and the form asks for it again. */
async function expectSpentToken(form: string): Promise<void> {
  expect(await page.inputValue(`${form} input[name="bot-check-response"]`)).toBe('');
  expect(await page.frameLocator(`${form} iframe[title="Bot check"]`).locator('#human').isChecked()).toBe(
    false,
  );
  await page.click(`${form} button[type="submit"]`);
  expect(await textOf(`${form} [data-error-for="bot-check-response"]`)).toBe('Complete the bot check first.');
}

async function textOf(selector: string): Promise<string> {
  return (await page.locator(selector).textContent()) ?? '';
}

describe('the bot-check widget in Chromium', () => {
  it('renders on the trial page from the provider origin, with no CSP refusal and no serious axe finding', async () => {
    await page.goto(`${site.baseUrl}/trial`);
    await page.locator('#trial-form iframe[title="Bot check"]').waitFor();
    expect(securityMessages).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('bot-check-trial.png'), fullPage: true });
  });

  it('asks for the widget first, shows the provider refusal next to it, then lets the trial through', async () => {
    await fillTrialForm(page);
    await page.click('#trial-form button[type="submit"]');
    expect(await textOf('[data-error-for="bot-check-response"]')).toBe('Complete the bot check first.');

    await tickWidget('#trial-form');
    provider.acceptHumans(false);
    expect(await submitAndAnswer('#trial-form', '/api/sample-upload')).toBe(403);
    await page.locator('#trial-form-error').filter({ hasText: 'The bot check was not passed.' }).waitFor();
    expect(await textOf('#trial-form [data-error-for="bot-check-response"]')).toBe(
      'The bot check was not passed.',
    );
    await page.screenshot({ path: artifactPath('bot-check-refused.png'), fullPage: true });
    const verification = new URLSearchParams(provider.requests.at(-1));
    expect(verification.get('response')).toBe(PASSING_TOKEN);
    expect(verification.get('secret')).toBe(BOT_SECRET);
    await expectSpentToken('#trial-form');

    provider.acceptHumans(true);
    await tickWidget('#trial-form');
    expect(await submitAndAnswer('#trial-form', '/api/sample-upload')).toBe(201);
    await page.waitForURL(/\/samples\/smp_/, { timeout: 90_000 });
    await page.locator('#viewer-result').waitFor({ state: 'visible' });
  });

  it('guards the contact form the same way', async () => {
    await page.goto(`${site.baseUrl}/contact`);
    await page.fill('#contact-full_name', 'Katherine Johnson');
    await page.fill('#contact-work_email', 'katherine@orbit.example');
    await page.fill('#contact-company', 'Orbital Mechanics');
    await page.fill('#contact-message', 'We would like a quote for 10,000 documents a month.');
    await tickWidget('#contact-form');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    provider.acceptHumans(false);
    expect(await submitAndAnswer('#contact-form', '/api/contact')).toBe(403);
    await page.locator('#contact-form-error').filter({ hasText: 'The bot check was not passed.' }).waitFor();
    expect(await site.db.kysely.selectFrom('site_contacts').selectAll().execute()).toEqual([]);
    await expectSpentToken('#contact-form');

    provider.acceptHumans(true);
    await tickWidget('#contact-form');
    expect(await submitAndAnswer('#contact-form', '/api/contact')).toBe(201);
    await page.locator('#contact-result').filter({ hasText: 'Thank you' }).waitFor();
    const contacts = await site.db.kysely.selectFrom('site_contacts').selectAll().execute();
    expect(contacts.map((contact) => contact.message)).toEqual([
      'We would like a quote for 10,000 documents a month.',
    ]);
    expect(securityMessages).toEqual([]);
  });
});
