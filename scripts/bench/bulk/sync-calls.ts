/**
 * The single-file path as callers use it: POST /v1/extract-sds with one PDF, answered with the
 * envelope once the extraction workflow has finished. `concurrency` clients share `count` calls.
 */
import type { BulkStack } from './stack.js';

export interface SyncCallsResult {
  latenciesMs: number[];
  wallMs: number;
  /** Calls not answered 200 (a 202 means the sync wait ran out), by status. */
  failures: Record<string, number>;
}

async function callOnce(stack: BulkStack, pdf: Uint8Array, index: number): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `sync-${index}.pdf`);
  const response = await fetch(`${stack.baseUrl}/v1/extract-sds`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.apiKey}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

export async function runSyncCalls(
  stack: BulkStack,
  pdfs: readonly Uint8Array[],
  count: number,
  concurrency: number,
): Promise<SyncCallsResult> {
  const latenciesMs: number[] = [];
  const failures: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const client = async (): Promise<void> => {
    for (let index = next++; index < count; index = next++) {
      const callStarted = performance.now();
      const status = await callOnce(stack, pdfs[index % pdfs.length]!, index);
      latenciesMs.push(performance.now() - callStarted);
      if (status !== 200) failures[status] = (failures[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { latenciesMs, wallMs: performance.now() - started, failures };
}
