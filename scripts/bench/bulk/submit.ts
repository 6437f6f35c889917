/**
 * Sends a backfill the way a caller must when it exceeds the per-request limit: the first request
 * creates the batch (with its webhook_url), the following ones append to it with `batch_id`.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { BulkStack } from './stack.js';

const RETRYABLE_ATTEMPTS = 5;
const RETRY_PAUSE_SECONDS = 2;

export interface SubmittedBatch {
  batchId: string;
  requestIds: string[];
  /** The secret of the batch's webhook_url endpoint, shown once in the first answer. */
  webhookSecret: string;
  requests: number;
}

interface BulkAnswer {
  batch_id: string;
  request_ids: string[];
  webhook_secret?: string;
}

async function postFiles(
  stack: BulkStack,
  pdfs: readonly Uint8Array[],
  firstItem: number,
  count: number,
  fields: Record<string, string>,
): Promise<BulkAnswer> {
  const form = new FormData();
  for (let item = firstItem; item < firstItem + count; item += 1) {
    const pdf = pdfs[item % pdfs.length]!;
    form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `item-${item}.pdf`);
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  let response: Response;
  // A loaded machine's API may find Temporal slow to answer (503) or ask for a pause (429): both are
  // retryable problems, retried as a client should, after Retry-After or a short pause.
  for (let attempt = 1; ; attempt += 1) {
    response = await fetch(`${stack.baseUrl}/v1/extract-sds/bulk`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.apiKey}` },
      body: form,
    });
    if (![429, 503].includes(response.status) || attempt === RETRYABLE_ATTEMPTS) break;
    await response.body?.cancel();
    await delay(Number(response.headers.get('retry-after') ?? RETRY_PAUSE_SECONDS) * 1000);
  }
  if (response.status !== 202) {
    throw new Error(
      `bulk request at item ${firstItem} answered ${response.status}: ${await response.text()}`,
    );
  }
  return (await response.json()) as BulkAnswer;
}

/** Holds the batch open while chunks follow, so it cannot close between two of them. */
function moreFilesField(item: number, files: number, items: number): Record<string, string> {
  return item + files < items ? { more_files: 'true' } : {};
}

/** The first request: creates the batch with its webhook_url. */
export async function createBatch(
  stack: BulkStack,
  pdfs: readonly Uint8Array[],
  files: number,
  items: number,
  webhookUrl: string,
): Promise<SubmittedBatch> {
  const first = await postFiles(stack, pdfs, 0, files, {
    webhook_url: webhookUrl,
    metadata: JSON.stringify({ job: 'bench-backfill' }),
    ...moreFilesField(0, files, items),
  });
  if (!first.webhook_secret) throw new Error('the first bulk answer carries no webhook_secret');
  return {
    batchId: first.batch_id,
    requestIds: first.request_ids,
    webhookSecret: first.webhook_secret,
    requests: 1,
  };
}

/** Appends the rest of `items` to the batch, `filesPerRequest` at a time, after its first request. */
export async function appendFiles(
  stack: BulkStack,
  pdfs: readonly Uint8Array[],
  batch: SubmittedBatch,
  items: number,
  filesPerRequest: number,
): Promise<void> {
  for (let item = batch.requestIds.length; item < items; item += filesPerRequest) {
    const files = Math.min(filesPerRequest, items - item);
    const appended = await postFiles(stack, pdfs, item, files, {
      batch_id: batch.batchId,
      ...moreFilesField(item, files, items),
    });
    batch.requestIds.push(...appended.request_ids);
    batch.requests += 1;
  }
}
