/**
 * Generative extraction through any OpenAI-compatible chat-completions API: the document's text goes
 * in, the record comes back constrained by the record's JSON Schema (response_format json_schema) and
 * is validated with the same zod schema as the built-in engine's output before anyone sees it.
 */
import { jsonSchemaFor } from '../../extraction/schema/index.js';
import type { LayoutA } from '../../extraction/schema/layout-a.js';
import { fromLayoutA202612, layoutA202612Schema } from '../../extraction/schema/layout-a-2026-12.js';
import { GenerativeProviderError } from './provider-error.js';

export interface GenerativeProviderSettings {
  /** Base URL of the API, e.g. https://api.example.com/v1; `/chat/completions` is appended. */
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

// Bounds what one trial costs at the provider; the trial page limit keeps most documents well below.
const MAX_TEXT_CHARS = 60_000;

const INSTRUCTIONS = [
  'You extract data from a safety data sheet (SDS/MSDS) into the given JSON schema.',
  'Use only what the document states: a value not stated is null or an empty list, never guessed.',
  'Hazard and precautionary statements are codes like H315, EUH066, P280 or P305+P351+P338.',
  'For every value you fill, add an entry to `evidence` keyed by its dotted path with the page number,',
  'a short verbatim snippet and your confidence between 0 and 1.',
].join(' ');

interface ChatCompletion {
  choices?: { message?: { content?: string | null; refusal?: string | null } }[];
}

export class OpenAiCompatibleProvider {
  readonly name: string;

  constructor(
    private readonly settings: GenerativeProviderSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.name = `generative:${settings.model}`;
  }

  /**
   * The record for the document whose text (pages separated by form feeds) is given: the provider
   * answers in schema 2026-12 (what a sheet states), and the components are screened here.
   */
  async extractRecord(documentText: string, signal?: AbortSignal): Promise<LayoutA> {
    const content = await this.complete(documentText.slice(0, MAX_TEXT_CHARS), signal);
    let candidate: unknown;
    try {
      candidate = JSON.parse(content);
    } catch {
      throw new GenerativeProviderError('invalid_json', 'The provider answered with text that is not JSON.');
    }
    const record = layoutA202612Schema.safeParse(candidate);
    if (!record.success) {
      const first = record.error.issues[0];
      throw new GenerativeProviderError(
        'schema_mismatch',
        `The provider's record does not match the schema (${first?.path.join('.') ?? ''}: ${first?.message ?? ''}).`,
      );
    }
    return fromLayoutA202612(record.data);
  }

  private async complete(documentText: string, signal?: AbortSignal): Promise<string> {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.settings.url.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.settings.model,
          temperature: 0,
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: documentText },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'sds_extraction_record', schema: jsonSchemaFor('2026-12') },
          },
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (timeout.aborted) {
        throw new GenerativeProviderError('timeout', `No answer within ${this.settings.timeoutMs} ms.`);
      }
      throw new GenerativeProviderError(
        'unreachable',
        `The provider could not be reached (${(error as Error).message}).`,
      );
    }
    if (!response.ok) {
      throw new GenerativeProviderError('http_error', `The provider answered HTTP ${response.status}.`);
    }
    let body: ChatCompletion;
    try {
      body = (await response.json()) as ChatCompletion;
    } catch {
      throw new GenerativeProviderError(
        timeout.aborted ? 'timeout' : 'invalid_json',
        timeout.aborted
          ? `No answer within ${this.settings.timeoutMs} ms.`
          : 'The provider response is not JSON.',
      );
    }
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') {
      throw new GenerativeProviderError(
        'no_content',
        'The provider returned no record (empty or refused answer).',
      );
    }
    return content;
  }
}
