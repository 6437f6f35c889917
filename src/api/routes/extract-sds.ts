/** POST /v1/extract-sds: one PDF in, the envelope out (200), or 202 with a status URL after the time limit. */
import { Router } from '@koa/router';
import { assertWithinPageLimit } from '../../extraction/pdf/page-count.js';
import type { ApiContext, ApiState } from '../context.js';
import type { ApiDependencies } from '../dependencies.js';
import { FILE_FIELD, parseExtractionRequest } from '../extraction-request.js';
import { REQUEST_ID_HEADER } from '../middleware/request-id.js';
import { uploadSingleFile } from '../middleware/upload.js';
import { extractionStatusUrl } from '../status-url.js';
import { submitExtraction, type SubmissionResult } from '../submit-extraction.js';

function respond(ctx: ApiContext, deps: ApiDependencies, result: SubmissionResult): void {
  if (result.replayed) {
    // A replay is the first request's answer, under the first request's id.
    ctx.set(REQUEST_ID_HEADER, result.requestId);
    ctx.set('Idempotent-Replayed', 'true');
  }
  if (result.kind === 'completed') {
    ctx.status = 200;
    ctx.body = result.envelope;
    return;
  }
  const statusUrl = extractionStatusUrl(ctx, deps.config, result.requestId);
  ctx.status = 202;
  ctx.set('Location', statusUrl);
  ctx.body = { request_id: result.requestId, status: result.status, status_url: statusUrl };
}

export function extractSdsRoutes(deps: ApiDependencies): Router<ApiState> {
  const router = new Router<ApiState>();
  router.post('/extract-sds', uploadSingleFile(FILE_FIELD, deps.config.limits.maxFileBytes), async (ctx) => {
    const deadline = Date.now() + deps.config.limits.syncTimeoutMs;
    const request = parseExtractionRequest(ctx.request);
    await assertWithinPageLimit(request.bytes, deps.config.limits.maxPages);
    const result = await submitExtraction(deps, {
      requestId: ctx.state.requestId,
      apiKey: ctx.state.apiKey,
      request,
      deadline,
    });
    respond(ctx, deps, result);
  });
  return router;
}
