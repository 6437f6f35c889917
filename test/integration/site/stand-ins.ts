/**
 * Local stand-ins for the two third-party services the website calls: a Turnstile-style bot-check
 * provider (widget script, widget frame and siteverify) and an OpenAI-compatible chat-completions
 * API. Both listen on loopback, free ports.
 */
import http from 'node:http';

export interface StandIn {
  url: string;
  /** Bodies of the requests received, in order. */
  requests: string[];
  /** Headers of the requests received, in order. */
  headers: http.IncomingHttpHeaders[];
  close(): Promise<void>;
}

type Handler = (body: string, response: http.ServerResponse, request: http.IncomingMessage) => void;

async function serve(handler: Handler): Promise<StandIn> {
  const requests: string[] = [];
  const headers: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((request, response) => {
    headers.push(request.headers);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push(body);
      handler(body, response, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    headers,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export const PASSING_TOKEN = 'token-from-a-human';

/**
 * The widget script a page loads: on every `.cf-turnstile` element it asks its own origin for the
 * widget's settings (a cross-origin request), renders a frame with an "I am human" checkbox, and when
 * the frame reports the tick, puts the token into its own hidden field and calls `data-callback`.
 * `turnstile.reset()` clears the token and the tick, as the real widget's does.
 */
const WIDGET_SCRIPT = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const rendered = [];
  window.turnstile = {
    reset() {
      for (const { frame, own } of rendered) {
        own.value = '';
        frame.contentWindow.postMessage('reset', origin);
      }
    },
  };
  async function render(container) {
    const sitekey = container.dataset.sitekey;
    const settings = await fetch(origin + '/widget/settings?sitekey=' + encodeURIComponent(sitekey));
    if (!(await settings.json()).known) return;
    const frame = document.createElement('iframe');
    frame.src = origin + '/widget/frame';
    frame.title = 'Bot check';
    frame.width = '300';
    frame.height = '60';
    const own = document.createElement('input');
    own.type = 'hidden';
    own.name = 'cf-turnstile-response';
    container.append(frame, own);
    rendered.push({ frame, own });
    window.addEventListener('message', (event) => {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      own.value = event.data.token;
      const callback = window[container.dataset.callback];
      if (typeof callback === 'function') callback(event.data.token);
    });
  }
  const renderAll = () => document.querySelectorAll('.cf-turnstile').forEach(render);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', renderAll);
  else renderAll();
})();`;

const WIDGET_FRAME = `<!doctype html>
<html lang="en"><head><title>Bot check</title></head><body>
<label><input type="checkbox" id="human"> I am human</label>
<script>
const human = document.getElementById('human');
human.addEventListener('change', () => {
  if (human.checked) parent.postMessage({ token: '${PASSING_TOKEN}' }, '*');
});
window.addEventListener('message', (event) => {
  if (event.data === 'reset') human.checked = false;
});
</script></body></html>`;

export type BotCheckProvider = StandIn & {
  scriptUrl: string;
  /** Whether siteverify accepts PASSING_TOKEN from now on (it never accepts another token). */
  acceptHumans(accept: boolean): void;
};

/** A bot-check provider like Turnstile: the browser widget for `siteKey` and /siteverify for `secret`. */
export async function startBotCheckProvider(secret: string, siteKey: string): Promise<BotCheckProvider> {
  let acceptsHumans = true;
  const standIn = await serve((body, response, request) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/widget.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(WIDGET_SCRIPT);
    } else if (url.pathname === '/widget/settings') {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify({ known: url.searchParams.get('sitekey') === siteKey }));
    } else if (url.pathname === '/widget/frame') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(WIDGET_FRAME);
    } else {
      const form = new URLSearchParams(body);
      const success =
        acceptsHumans && form.get('secret') === secret && form.get('response') === PASSING_TOKEN;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    }
  });
  return {
    ...standIn,
    scriptUrl: `${standIn.url}/widget.js`,
    acceptHumans: (accept) => (acceptsHumans = accept),
  };
}

/** The site's environment for a bot check against `provider`. */
export function botCheckEnvironment(
  provider: BotCheckProvider,
  secret: string,
  siteKey: string,
): Record<string, string> {
  return {
    BOT_CHECK_SECRET: secret,
    BOT_CHECK_VERIFY_URL: `${provider.url}/siteverify`,
    BOT_CHECK_SITE_KEY: siteKey,
    BOT_CHECK_SCRIPT_URL: provider.scriptUrl,
    BOT_CHECK_WIDGET: 'turnstile',
  };
}

export type ProviderBehaviour =
  | { kind: 'record'; record: unknown }
  | { kind: 'status'; status: number }
  | { kind: 'delay'; ms: number }
  | { kind: 'content'; content: string };

/** Answers /chat/completions the way the behaviour says; the behaviour can change between tests. */
export async function startChatCompletions(
  initial: ProviderBehaviour,
): Promise<StandIn & { behave(next: ProviderBehaviour): void }> {
  let behaviour = initial;
  const answer = (content: string, response: http.ServerResponse): void => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'cmpl-test',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content } }],
      }),
    );
  };
  const standIn = await serve((_body, response) => {
    switch (behaviour.kind) {
      case 'record':
        answer(JSON.stringify(behaviour.record), response);
        return;
      case 'content':
        answer(behaviour.content, response);
        return;
      case 'status':
        response.writeHead(behaviour.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'stand-in failure' } }));
        return;
      case 'delay': {
        const timer = setTimeout(() => answer('{}', response), behaviour.ms);
        response.on('close', () => clearTimeout(timer));
        return;
      }
    }
  });
  return { ...standIn, behave: (next) => (behaviour = next) };
}

/** A record in schema 2026-12 that a provider could plausibly return for the generated test SDS. */
export function providerRecord(productName: string): Record<string, unknown> {
  return {
    schema_version: '2026-12',
    document: {
      language: 'en',
      page_count: 2,
      text_source: 'native',
      format: 'ghs_sds',
      sections_found: [{ number: 1, page: 1 }],
    },
    product_identification: {
      product_name: productName,
      product_code: null,
      recommended_use: null,
      restrictions_on_use: null,
      supplier_name: null,
      supplier_address: null,
      supplier_phone: null,
      supplier_email: null,
      emergency_phone: null,
      ufi: null,
    },
    hazards_identification: {
      ghs_classification: [],
      signal_word: 'Danger',
      h_statements: ['H225'],
      euh_statements: [],
      p_statements: ['P210'],
      pictograms: ['GHS02'],
    },
    composition: { type: 'mixture', components: [] },
    exposure_controls_ppe: {
      ppe: [],
      ppe_details: {
        eye_protection: null,
        hand_protection: null,
        skin_protection: null,
        respiratory_protection: null,
      },
      occupational_exposure_limits: [],
    },
    physical_chemical_properties: {
      physical_state: null,
      physical_state_text: null,
      color: null,
      odor: null,
      ph: { value: null, min: null, max: null, unit: null, text: null },
      flash_point_c: null,
      flash_point_text: null,
      boiling_point_c: null,
      boiling_point_text: null,
      melting_point_c: null,
      melting_point_text: null,
      density: { value: null, min: null, max: null, unit: null, text: null },
      vapor_pressure: { value: null, min: null, max: null, unit: null, text: null },
    },
    toxicological_information: { acute_toxicity: [] },
    transport_information: {
      regulated: null,
      un_number: null,
      proper_shipping_name: null,
      transport_hazard_class: null,
      packing_group: null,
      marine_pollutant: null,
      modes: [],
    },
    revision_metadata: { revision_date: null, issue_date: null, version: null, supersedes_date: null },
    evidence: {
      'product_identification.product_name': {
        page: 1,
        snippet: `Product name: ${productName}`,
        confidence: 0.9,
      },
      'hazards_identification.signal_word': { page: 1, snippet: 'Signal word: Danger', confidence: 0.7 },
    },
  };
}
