/**
 * GET /v1/extractions/{request_id}: the stored envelope, or the state of an unfinished or failed extraction.
 * GET /v1/extractions/{request_id}/sdscom: a succeeded extraction as an eSDScom 5.6 XML document.
 * GET /v1/extractions/{request_id}/pages/{page}: a page of a succeeded extraction's PDF as a JPEG (see extraction-page.ts).
 */
import { Router } from '@koa/router';
import { ServiceError } from '../../errors.js';
import { sdscomForEnvelope } from '../../extraction/render/sdscom/envelope.js';
import { succeededExtractionForKey } from '../../extraction/succeeded-for-key.js';
import type { ApiState } from '../context.js';
import type { ApiDependencies } from '../dependencies.js';
import { extractionPageImage } from '../extraction-page.js';
import { sendPageImage } from '../page-image.js';
import { extractionStatusUrl } from '../status-url.js';

export function extractionRoutes(deps: ApiDependencies): Router<ApiState> {
  const router = new Router<ApiState>();
  router.get('/extractions/:requestId', async (ctx) => {
    const requestId = ctx.params.requestId ?? '';
    // Another key's extraction is indistinguishable from a missing one.
    const record = await deps.db.extractions.getForKey(requestId, ctx.state.apiKey.id);
    if (!record) throw new ServiceError('not_found', `No extraction ${requestId} for this API key.`);
    if (record.status === 'succeeded' && record.envelope) {
      ctx.body = record.envelope;
      return;
    }
    ctx.body = {
      request_id: record.requestId,
      status: record.status,
      status_url: extractionStatusUrl(ctx, deps.config, record.requestId),
      ...(record.error ? { error: record.error } : {}),
    };
  });
  router.get('/extractions/:requestId/sdscom', async (ctx) => {
    const requestId = ctx.params.requestId ?? '';
    // Like the envelope: another key's, an unknown or an unfinished extraction is not found.
    const record = await succeededExtractionForKey(deps.db, requestId, ctx.state.apiKey.id);
    const editingDate = (record.finishedAt ?? record.updatedAt).slice(0, 10);
    ctx.type = 'application/xml';
    ctx.body = sdscomForEnvelope(record.envelope, { editingDate }).xml;
  });
  router.get('/extractions/:requestId/pages/:page', async (ctx) => {
    const image = await extractionPageImage(
      deps,
      ctx.state.apiKey.id,
      ctx.params.requestId ?? '',
      ctx.params.page,
    );
    sendPageImage(ctx, image);
  });
  return router;
}
