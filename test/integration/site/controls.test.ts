/**
 * The trial's controls against local stand-ins for the third-party services: the siteverify-style
 * bot check (both outcomes), and the generative provider running as an activity of the evaluation
 * workflow on the evaluation task queue, with its fallback to the built-in engine decided there.
 */
import { ConfigError, loadConfig } from '../../../src/config.js';
import { contentSecurityPolicy } from '../../../src/site/security-headers.js';
import { SdsTraffic } from '../../../src/temporal/search-attributes.js';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { expectProblem } from '../api/http.js';
import { startSiteHarness, type SiteHarness } from './harness.js';
import { postJson, postTrial, VALID_LEAD, type SampleBody } from './site-http.js';
import {
  botCheckEnvironment,
  PASSING_TOKEN,
  providerRecord,
  startBotCheckProvider,
  startChatCompletions,
  type BotCheckProvider,
} from './stand-ins.js';

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema: { schema: { $id: string } } };
}

const BOT_SECRET = 'bot-check-secret-for-tests';
const SITE_KEY = 'public-site-key';
const PROVIDER_KEY = 'sk-provider-key-never-in-a-history';
// Long enough for a local answer on a loaded CI machine; the time-out case waits this long once.
const PROVIDER_TIMEOUT_MS = 6000;

let sds: Uint8Array;
let siteverify: BotCheckProvider;
let provider: Awaited<ReturnType<typeof startChatCompletions>>;
let site: SiteHarness;

beforeAll(async () => {
  sds = await buildTextSdsPdf();
  siteverify = await startBotCheckProvider(BOT_SECRET, SITE_KEY);
  provider = await startChatCompletions({ kind: 'record', record: providerRecord('Provider Product P-1') });
  site = await startSiteHarness({
    environment: {
      SITE_UPLOADS_PER_HOUR: '1000',
      ...botCheckEnvironment(siteverify, BOT_SECRET, SITE_KEY),
      GENERATIVE_API_URL: `${provider.url}/v1`,
      GENERATIVE_API_KEY: PROVIDER_KEY,
      GENERATIVE_MODEL: 'test-model',
      GENERATIVE_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
      LOG_LEVEL: 'error',
    },
  });
});
afterAll(async () => {
  await site?.close();
  await siteverify?.close();
  await provider?.close();
});

function trialWithToken(token: string | undefined): Promise<Response> {
  return postTrial(site.baseUrl, {
    file: { bytes: sds },
    fields: { ...VALID_LEAD, 'bot-check-response': token },
  });
}

describe('the bot check', () => {
  it.each(['/trial', '/contact'])(
    '%s loads the provider widget, and the CSP allows exactly its origin for it',
    async (path) => {
      const response = await fetch(`${site.baseUrl}${path}`);
      const page = await response.text();
      expect(page).toContain(`<script src="${siteverify.scriptUrl}" async defer></script>`);
      expect(page).toContain('<script type="module" src="/assets/bot-check.js"></script>');
      expect(page).toMatch(
        /class="cf-turnstile"\s+data-sitekey="public-site-key"\s+data-callback="sdsBotCheckSolved"/,
      );
      const policy = response.headers.get('content-security-policy') ?? '';
      const origin = new URL(siteverify.url).origin;
      expect(policy).toContain(`script-src 'self' ${origin};`);
      expect(policy).toContain(`style-src 'self' ${origin};`);
      expect(policy).toContain(`connect-src 'self' ${origin};`);
      expect(policy).toContain(`frame-src ${origin};`);
      expect(policy.match(/https?:\/\/[^\s;]+/g)).toEqual([origin, origin, origin, origin]);
    },
  );

  it('lets a trial through when the provider accepts the token, sending secret and token', async () => {
    provider.behave({ kind: 'record', record: providerRecord('Provider Product P-1') });
    const response = await trialWithToken(PASSING_TOKEN);
    expect(response.status).toBe(201);
    const verification = new URLSearchParams(siteverify.requests.at(-1));
    expect(verification.get('secret')).toBe(BOT_SECRET);
    expect(verification.get('response')).toBe(PASSING_TOKEN);
  });

  it('refuses a trial with 403 bot_check_failed when the provider rejects the token', async () => {
    const before = await site.db.samples.uploadFunnel({ from: '2000-01-01', to: '2999-12-31' });
    await expectProblem(await trialWithToken('a-bot-made-this'), 403, 'bot_check_failed');
    const after = await site.db.samples.uploadFunnel({ from: '2000-01-01', to: '2999-12-31' });
    expect(after.uploads).toBe(before.uploads);
  });

  it('refuses a trial without the bot-check field', async () => {
    const problem = await expectProblem(await trialWithToken(undefined), 403, 'bot_check_failed');
    expect(problem).toMatchObject({ field: 'bot-check-response' });
  });

  it('guards the contact form the same way', async () => {
    const inquiry = { ...VALID_LEAD, message: 'We process 20,000 SDS a month; please call.' };
    await expectProblem(
      await postJson(site.baseUrl, '/api/contact', { ...inquiry, 'bot-check-response': 'nope' }),
      403,
      'bot_check_failed',
    );
    const accepted = await postJson(site.baseUrl, '/api/contact', {
      ...inquiry,
      'bot-check-response': PASSING_TOKEN,
    });
    expect(accepted.status).toBe(201);
  });
});

describe('the generative provider', () => {
  it('answers when it returns a valid record, and the response says so', async () => {
    provider.behave({ kind: 'record', record: providerRecord('Provider Product P-1') });
    const response = await trialWithToken(PASSING_TOKEN);
    expect(response.status).toBe(201);
    const body = (await response.json()) as SampleBody;
    expect(body).toMatchObject({ engine: 'generative', engine_note: null, confidence_score: 0.8 });
    const request = JSON.parse(provider.requests.at(-1) as string) as ChatRequest;
    expect(request.model).toBe('test-model');
    expect(request.response_format.type).toBe('json_schema');
    expect(request.response_format.json_schema.schema.$id).toBe('urn:sds-extraction:schema:2026-12');
    expect(request.messages[1]?.content).toContain('Solvex Degreasing Solvent SD-200');
    const sample = await site.db.samples.get(body.sample_id);
    const envelope = JSON.parse(sample?.envelope_json as string);
    expect(envelope.outputs.json.product_identification.product_name).toBe('Provider Product P-1');
    expect((await site.db.extractions.get(envelope.request_id))?.status).toBe('succeeded');
    expect(envelope.outputs.xml).toContain('Provider Product P-1');
    expect(envelope.outputs.csv).toContain('Provider Product P-1');
  });

  it.each([
    ['an HTTP error', { kind: 'status', status: 502 } as const, /HTTP 502/],
    ['a time-out', { kind: 'delay', ms: PROVIDER_TIMEOUT_MS * 3 } as const, /No answer within/],
    ['text that is not JSON', { kind: 'content', content: 'Sorry, I cannot help.' } as const, /not JSON/],
    [
      'a record off the schema',
      { kind: 'record', record: { schema_version: '2026-12' } } as const,
      /does not match the schema/,
    ],
  ])('falls back to the built-in engine on %s and says why', async (_case, behaviour, note) => {
    provider.behave(behaviour);
    const response = await trialWithToken(PASSING_TOKEN);
    expect(response.status).toBe(201);
    const body = (await response.json()) as SampleBody;
    expect(body.engine).toBe('built-in');
    expect(body.engine_note).toMatch(note);
    const sample = await site.db.samples.get(body.sample_id);
    expect(sample?.envelope_json).toContain('Solvex Degreasing Solvent SD-200');
  });
});

describe('where the provider runs', () => {
  async function generativeTrial(): Promise<string> {
    provider.behave({ kind: 'record', record: providerRecord('Provider Product P-2') });
    const response = await trialWithToken(PASSING_TOKEN);
    expect(response.status).toBe(201);
    expect(((await response.json()) as SampleBody).engine).toBe('generative');
    return response.headers.get('x-request-id') as string;
  }

  it('asks it from an activity of the evaluation workflow on the evaluation task queue', async () => {
    const requestId = await generativeTrial();
    const description = await site.temporal.workflow.getHandle(requestId).describe();
    expect(description.type).toBe('evaluateDocumentWorkflow');
    expect(description.taskQueue).toBe('sds-evaluation');
    expect(description.typedSearchAttributes.get(SdsTraffic)).toBe('evaluation');
    const history = await site.temporal.workflow.getHandle(requestId).fetchHistory();
    const scheduled = (history.events ?? []).flatMap((event) =>
      event.activityTaskScheduledEventAttributes ? [event.activityTaskScheduledEventAttributes] : [],
    );
    const providerActivity = scheduled.find(
      (attributes) => attributes.activityType?.name === 'extractWithGenerativeProvider',
    );
    expect(providerActivity?.taskQueue?.name).toBe('sds-evaluation');
    // The workflow decided the provider's time budget (one attempt, then the built-in engine).
    expect(Number(providerActivity?.startToCloseTimeout?.seconds ?? 0)).toBe(
      Math.floor(PROVIDER_TIMEOUT_MS / 1000),
    );
    expect(providerActivity?.retryPolicy?.maximumAttempts).toBe(1);
  });

  it('never puts the provider key into a workflow input or history', async () => {
    const requestId = await generativeTrial();
    const history = await site.temporal.workflow.getHandle(requestId).fetchHistory();
    const serialised = JSON.stringify(history, (_key, value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : value,
    );
    expect(serialised).toContain(requestId);
    expect(serialised).not.toContain(PROVIDER_KEY);
    const authorization = provider.headers.at(-1)?.authorization;
    expect(authorization).toBe(`Bearer ${PROVIDER_KEY}`);
  });

  it('never runs a trial on the production task queue', async () => {
    await generativeTrial();
    const onProduction = [];
    for await (const workflow of site.temporal.workflow.list({ query: `TaskQueue = 'sds-production'` })) {
      onProduction.push(workflow.workflowId);
    }
    expect(onProduction).toEqual([]);
  });
});

describe('the bot-check configuration', () => {
  const verification = { BOT_CHECK_SECRET: 's', BOT_CHECK_VERIFY_URL: 'https://provider.example/siteverify' };

  it.each([
    ['without a site key', { BOT_CHECK_SCRIPT_URL: 'https://provider.example/api.js' }],
    ['without a widget script', { BOT_CHECK_SITE_KEY: 'k' }],
    ['with a script that is not an http(s) URL', { BOT_CHECK_SITE_KEY: 'k', BOT_CHECK_SCRIPT_URL: 'api.js' }],
    [
      'with a CSP source that could smuggle a directive',
      {
        BOT_CHECK_SITE_KEY: 'k',
        BOT_CHECK_SCRIPT_URL: 'https://provider.example/api.js',
        BOT_CHECK_CSP_SOURCES: "https://a.example; script-src 'unsafe-inline'",
      },
    ],
  ])('refuses a bot check %s, since the pages could not show the widget', (_case, widget) => {
    expect(() => loadConfig({ ...verification, ...widget })).toThrow(ConfigError);
  });

  it('takes the widget script, markup and site key with the verification settings', () => {
    const config = loadConfig({
      ...verification,
      BOT_CHECK_SITE_KEY: 'k',
      BOT_CHECK_SCRIPT_URL: 'https://provider.example/api.js',
      BOT_CHECK_WIDGET: 'hcaptcha',
    });
    expect(config.site.botCheck?.widget).toEqual({
      kind: 'hcaptcha',
      scriptUrl: 'https://provider.example/api.js',
      siteKey: 'k',
      cspSources: ['https://provider.example'],
    });
  });

  it('adds the further sources a multi-origin widget needs to every directive it uses', () => {
    const config = loadConfig({
      ...verification,
      BOT_CHECK_SITE_KEY: 'k',
      BOT_CHECK_SCRIPT_URL: 'https://js.hcaptcha.com/1/api.js',
      BOT_CHECK_WIDGET: 'hcaptcha',
      BOT_CHECK_CSP_SOURCES: 'https://hcaptcha.com, https://*.hcaptcha.com',
    });
    const sources = config.site.botCheck?.widget.cspSources;
    expect(sources).toEqual(['https://js.hcaptcha.com', 'https://hcaptcha.com', 'https://*.hcaptcha.com']);
    const policy = contentSecurityPolicy(sources);
    for (const directive of ['script-src', 'style-src', 'connect-src', 'frame-src']) {
      expect(policy).toMatch(
        new RegExp(
          `${directive} [^;]*https://js\\.hcaptcha\\.com https://hcaptcha\\.com https://\\*\\.hcaptcha\\.com;`,
        ),
      );
    }
  });
});
