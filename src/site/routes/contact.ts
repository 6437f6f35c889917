/** POST /api/contact: enterprise inquiries, with the same bot check and rate limit as the trial. */
import { Router } from '@koa/router';
import type { ApiState } from '../../api/context.js';
import { readBody } from '../body.js';
import { BOT_CHECK_FIELD } from '../bot-check.js';
import { parseRequest } from '../parse-request.js';
import { sharedRateLimit } from '../rate-limit.js';
import { contactSchema } from '../request-schemas.js';
import type { SiteDependencies } from '../site-dependencies.js';

const HOUR_MS = 60 * 60 * 1000;
const MAX_BODY_BYTES = 16 * 1024;

export function contactRoutes(deps: SiteDependencies): Router<ApiState> {
  const router = new Router<ApiState>();
  const contactLimit = sharedRateLimit(deps, {
    name: 'contact',
    limit: deps.config.rateLimits.formsPerHour,
    windowMs: HOUR_MS,
  });

  router.post('/api/contact', contactLimit, async (ctx) => {
    const inquiry = parseRequest(
      contactSchema,
      await readBody(ctx, { maxBytes: MAX_BODY_BYTES, acceptForm: true }),
    );
    await deps.botCheck.verify(inquiry[BOT_CHECK_FIELD], ctx.ip);
    const lead = await deps.db.leads.create({
      source: 'contact',
      fullName: inquiry.full_name,
      workEmail: inquiry.work_email,
      company: inquiry.company,
    });
    const contact = await deps.db.contacts.create({
      leadId: lead.id,
      message: inquiry.message,
      phone: inquiry.phone,
      expectedVolume: inquiry.expected_volume,
    });
    ctx.status = 201;
    ctx.body = { inquiry_id: contact.id, status: 'received' };
  });
  return router;
}
