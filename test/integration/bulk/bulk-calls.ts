/**
 * The bulk API as a customer calls it, every answer checked against openapi.yaml: submit files (in
 * chunks that append to one batch when there are more than one request carries), register a webhook
 * endpoint, read a batch's status page by page.
 */
import { specFetch } from '../../support/openapi.js';
import type { WebhookReceiver } from './webhook-receiver.js';

export interface NamedFile {
  name: string;
  bytes: Uint8Array;
}

export interface BatchItemStatus {
  request_id: string;
  status: string;
  confidence_score: number | null;
  sdscom_url: string | null;
  error?: { code: string };
}

export interface BatchStatus {
  batch_id: string;
  state: string;
  accepting_files: boolean;
  open_until: string | null;
  finished_at: string | null;
  counts: Record<string, number>;
  items: BatchItemStatus[];
  next_cursor: string | null;
}

export interface DeliverySummary {
  id: string;
  webhook_id: string;
  event: string;
  status: string;
  attempt_count: number;
  last_status_code: number | null;
}

export interface DeliveryAttempt {
  attempt: number;
  attempted_at: string;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  outcome: string;
}

export interface BulkAccepted {
  batch_id: string;
  open_until: string | null;
  request_ids: string[];
  status_url: string;
  webhook_secret?: string;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_RATE_LIMITED_ATTEMPTS = 10;

/** Polls `probe` until it returns a value. */
export async function eventually<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 240_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(250);
  }
}

export class BulkCaller {
  constructor(
    private readonly baseUrl: string,
    private readonly key: string,
  ) {}

  /** One call; a 429 is waited out as its Retry-After says, as a well-behaved client does while polling. */
  async call(path: string, init: RequestInit = {}): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      const response = await specFetch(`${this.baseUrl}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${this.key}`, ...(init.headers as Record<string, string>) },
      });
      if (response.status !== 429 || attempt === MAX_RATE_LIMITED_ATTEMPTS) return response;
      await response.body?.cancel();
      await sleep(Number(response.headers.get('retry-after') ?? '1') * 1000);
    }
  }

  async json<T>(path: string, init: RequestInit = {}, expectedStatus = 200): Promise<T> {
    const response = await this.call(path, init);
    if (response.status !== expectedStatus) {
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    }
    return (await response.json()) as T;
  }

  postBulk(files: readonly NamedFile[], fields: Record<string, string> = {}): Promise<Response> {
    const form = new FormData();
    for (const file of files) {
      form.append('files', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
    }
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return this.call('/v1/extract-sds/bulk', { method: 'POST', body: form });
  }

  /**
   * One batch of all `files`, sent `chunkSize` per request: the first creates it, the rest append, and
   * every request but the last says more files follow, so the batch waits for them.
   */
  async submitInChunks(
    files: readonly NamedFile[],
    chunkSize: number,
    fields: Record<string, string> = {},
  ): Promise<BulkAccepted> {
    let batch: BulkAccepted | undefined;
    for (let start = 0; start < files.length; start += chunkSize) {
      const chunk = files.slice(start, start + chunkSize);
      const more: Record<string, string> = start + chunkSize < files.length ? { more_files: 'true' } : {};
      const response = await this.postBulk(
        chunk,
        batch ? { batch_id: batch.batch_id, ...more } : { ...fields, ...more },
      );
      if (response.status !== 202)
        throw new Error(`bulk answered ${response.status}: ${await response.text()}`);
      const accepted = (await response.json()) as BulkAccepted;
      batch = batch ? { ...batch, request_ids: [...batch.request_ids, ...accepted.request_ids] } : accepted;
    }
    if (!batch) throw new Error('no files to submit');
    return batch;
  }

  /** Registers the receiver as a webhook endpoint of this key and gives it the secret to verify with. */
  async registerEndpoint(receiver: Pick<WebhookReceiver, 'secrets'>, url: string): Promise<string> {
    const created = await this.json<{ id: string; secret: string }>(
      '/v1/webhook-endpoints',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }) },
      201,
    );
    receiver.secrets.push(created.secret);
    return created.id;
  }

  batchStatus(batchId: string, query = ''): Promise<BatchStatus> {
    return this.json<BatchStatus>(`/v1/extract-sds/bulk/${batchId}${query}`);
  }

  /** Every item of the batch, following next_cursor `pageSize` at a time; also returns the page count. */
  async allItems(batchId: string, pageSize: number): Promise<{ items: BatchItemStatus[]; pages: number }> {
    const items: BatchItemStatus[] = [];
    let pages = 0;
    let cursor: string | null = null;
    do {
      const query: string = `?limit=${pageSize}${cursor === null ? '' : `&cursor=${cursor}`}`;
      const page = await this.batchStatus(batchId, query);
      items.push(...page.items);
      pages += 1;
      cursor = page.next_cursor;
    } while (cursor !== null);
    return { items, pages };
  }

  /** Every webhook delivery of this key (optionally of one status), following next_cursor. */
  async allDeliveries(status?: string): Promise<DeliverySummary[]> {
    const deliveries: DeliverySummary[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ limit: '500' });
      if (status) query.set('status', status);
      if (cursor !== null) query.set('cursor', cursor);
      const page: { data: DeliverySummary[]; next_cursor: string | null } = await this.json(
        `/v1/webhook-deliveries?${query}`,
      );
      deliveries.push(...page.data);
      cursor = page.next_cursor;
    } while (cursor !== null);
    return deliveries;
  }

  async deliveryAttempts(deliveryId: string): Promise<DeliveryAttempt[]> {
    return (await this.json<{ attempts: DeliveryAttempt[] }>(`/v1/webhook-deliveries/${deliveryId}`))
      .attempts;
  }
}
