/**
 * The viewer's data (the record view, output previews and page images), the lead-gated full outputs,
 * and the short-lived download links those hand out.
 */
import { Router } from '@koa/router';
import type { ApiState } from '../../api/context.js';
import { ServiceError } from '../../errors.js';
import type { Sample } from '../../storage/repositories/samples.js';
import { readBody } from '../body.js';
import { DownloadTokens } from '../download-tokens.js';
import { parseRequest } from '../parse-request.js';
import { sharedRateLimit } from '../rate-limit.js';
import { sampleOutputAccessSchema } from '../request-schemas.js';
import type { SiteDependencies } from '../site-dependencies.js';
import { outputText } from '../trial/previews.js';
import { sendPageImage } from '../../api/page-image.js';
import { sampleEnvelope, sampleView } from './sample-view.js';

const HOUR_MS = 60 * 60 * 1000;
const MAX_JSON_BYTES = 8 * 1024;
const DOWNLOAD_TYPES = { json: 'application/json', xml: 'application/xml', csv: 'text/csv' } as const;

function downloadName(sample: Sample, format: string): string {
  const base =
    sample.file_name
      .replace(/\.pdf$/i, '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .slice(0, 80) || 'sample';
  return `${base}.sds.${format}`;
}

export function sampleRoutes(deps: SiteDependencies): Router<ApiState> {
  const router = new Router<ApiState>();
  const tokens = new DownloadTokens(deps.secret, deps.config.downloadTtlSeconds * 1000);
  const accessLimit = sharedRateLimit(deps, {
    name: 'sample-output-access',
    limit: deps.config.rateLimits.formsPerHour,
    windowMs: HOUR_MS,
  });

  async function findSample(sampleId: string): Promise<Sample> {
    const sample = await deps.db.samples.get(sampleId);
    if (!sample) throw new ServiceError('not_found', 'No sample with this id.', { field: 'sample_id' });
    return sample;
  }

  router.get('/api/samples/:sampleId', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const sample = await findSample(ctx.params.sampleId ?? '');
    ctx.body = { sample_id: sample.id, ...sampleView(sample, await deps.db.samples.listPages(sample.id)) };
  });

  // The page images are part of the on-screen view: anyone holding the sample's URL sees them.
  router.get('/api/samples/:sampleId/pages/:page', async (ctx) => {
    const sample = await findSample(ctx.params.sampleId ?? '');
    const image = await deps.db.samples.getPage(sample.id, Number(ctx.params.page));
    if (!image) throw new ServiceError('not_found', 'This sample has no image of that page.');
    sendPageImage(ctx, image);
  });

  router.post('/api/sample-output-access', accessLimit, async (ctx) => {
    const request = parseRequest(
      sampleOutputAccessSchema,
      await readBody(ctx, { maxBytes: MAX_JSON_BYTES, acceptForm: false }),
    );
    const sample = await findSample(request.sample_id);
    const envelope = sampleEnvelope(sample);
    if (sample.status !== 'succeeded' || envelope === undefined) {
      throw new ServiceError('conflict', 'This sample has no output yet.', { status: sample.status });
    }
    const lead = await deps.db.leads.create({
      source: 'sample_output_access',
      fullName: request.full_name,
      workEmail: request.work_email,
      company: request.company,
      sampleId: sample.id,
    });
    await deps.db.samples.recordAccess({
      sampleId: sample.id,
      leadId: lead.id,
      action: request.action,
      format: request.format,
    });
    ctx.set('Cache-Control', 'no-store');
    if (request.action === 'copy') {
      ctx.body = {
        sample_id: sample.id,
        action: 'copy',
        format: request.format,
        output: outputText(envelope.outputs, request.format),
      };
      return;
    }
    const link = tokens.issue(sample.id, request.format);
    ctx.body = {
      sample_id: sample.id,
      action: 'download',
      format: request.format,
      download_url: `/api/sample-downloads/${link.token}`,
      expires_at: link.expiresAt.toISOString(),
    };
  });

  router.get('/api/sample-downloads/:token', async (ctx) => {
    const grant = tokens.verify(ctx.params.token ?? '');
    if (!grant)
      throw new ServiceError('not_found', 'This download link is invalid or has expired; request a new one.');
    const sample = await findSample(grant.sampleId);
    const envelope = sampleEnvelope(sample);
    if (envelope === undefined) throw new ServiceError('not_found', 'This sample has no output.');
    ctx.set('Cache-Control', 'no-store');
    ctx.attachment(downloadName(sample, grant.format));
    ctx.type = DOWNLOAD_TYPES[grant.format];
    ctx.body = outputText(envelope.outputs, grant.format);
  });
  return router;
}
