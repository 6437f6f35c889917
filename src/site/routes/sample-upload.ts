/** POST /api/sample-upload: the trial. Validation, bot check, page limit, then the evaluation run. */
import { Router } from '@koa/router';
import type { ApiState } from '../../api/context.js';
import { isPdf } from '../../api/extraction-request.js';
import { ServiceError } from '../../errors.js';
import { renderPageImages } from '../../extraction/page-images.js';
import { BOT_CHECK_FIELD } from '../bot-check.js';
import { parseRequest } from '../parse-request.js';
import { sharedRateLimit } from '../rate-limit.js';
import { sampleUploadFieldsSchema } from '../request-schemas.js';
import type { SiteDependencies } from '../site-dependencies.js';
import { countPdfPages } from '../../extraction/pdf/page-count.js';
import { TrialExtractions } from '../trial/trial-extractions.js';
import { trialUpload } from '../upload.js';
import { sampleView } from './sample-view.js';

const HOUR_MS = 60 * 60 * 1000;

export function sampleUploadRoutes(deps: SiteDependencies): Router<ApiState> {
  const router = new Router<ApiState>();
  const { limits } = deps.config;
  const trials = new TrialExtractions({
    db: deps.db,
    blobStore: deps.blobStore,
    workflows: deps.workflows,
    generativeTimeoutMs: deps.generativeTimeoutMs,
    logger: deps.logger,
    syncTimeoutMs: limits.syncTimeoutMs,
    extractionTimeoutMs: deps.extractionTimeoutMs,
    renderPages: (pdf) => renderPageImages(pdf, { maxPages: limits.maxPages }),
  });
  const uploadLimit = sharedRateLimit(deps, {
    name: 'sample-upload',
    limit: deps.config.rateLimits.uploadsPerHour,
    windowMs: HOUR_MS,
  });

  router.post('/api/sample-upload', uploadLimit, trialUpload(limits.maxFileBytes), async (ctx) => {
    // multer puts the text parts of the multipart body here.
    const fields = (ctx.request as typeof ctx.request & { body?: Record<string, unknown> }).body ?? {};
    const { [BOT_CHECK_FIELD]: botToken, ...leadFields } = fields;
    const lead = parseRequest(sampleUploadFieldsSchema.strict(), leadFields);
    const file = ctx.request.file;
    if (!file)
      throw new ServiceError('invalid_request', 'file is required (the SDS as a PDF).', { field: 'file' });
    if (file.size === 0)
      throw new ServiceError('invalid_document', 'The uploaded file is empty.', { field: 'file' });
    if (!isPdf(file.buffer))
      throw new ServiceError('invalid_document', 'The uploaded file is not a PDF.', { field: 'file' });
    await deps.botCheck.verify(typeof botToken === 'string' ? botToken : undefined, ctx.ip);
    const pages = await countPdfPages(file.buffer);
    if (pages > limits.maxPages) {
      throw new ServiceError(
        'invalid_document',
        `The trial accepts documents of up to ${limits.maxPages} pages; this one has ${pages}.`,
        { field: 'file', max_pages: limits.maxPages, page_count: pages },
      );
    }
    const sample = await trials.run({
      requestId: ctx.state.requestId,
      bytes: file.buffer,
      fileName: file.originalname || 'document.pdf',
      lead: { fullName: lead.full_name, workEmail: lead.work_email, company: lead.company },
    });
    if (sample.status === 'failed') {
      throw new ServiceError(
        (sample.error_code ?? 'internal_error') as ConstructorParameters<typeof ServiceError>[0],
        sample.error_message ?? 'The extraction failed.',
        { sample_id: sample.id },
      );
    }
    ctx.status = 201;
    ctx.set('Location', `/samples/${sample.id}`);
    ctx.body = { sample_id: sample.id, viewer_url: `/samples/${sample.id}`, ...sampleView(sample) };
  });
  return router;
}
