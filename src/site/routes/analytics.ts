/** The public CTA event collector and the operator's aggregates. */
import { Router } from '@koa/router';
import type { ApiState } from '../../api/context.js';
import { requireAdmin } from '../admin-auth.js';
import { readBody } from '../body.js';
import { parseRequest } from '../parse-request.js';
import { sharedRateLimit } from '../rate-limit.js';
import { adminAnalyticsQuerySchema, analyticsEventSchema } from '../request-schemas.js';
import type { SiteDependencies } from '../site-dependencies.js';
import { visitorHash } from '../visitor-hash.js';

const MINUTE_MS = 60 * 1000;
const MAX_EVENT_BYTES = 2 * 1024;
const DEFAULT_RANGE_DAYS = 30;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function analyticsRoutes(deps: SiteDependencies): Router<ApiState> {
  const router = new Router<ApiState>();
  const collectorLimit = sharedRateLimit(deps, {
    name: 'analytics-event',
    limit: deps.config.rateLimits.eventsPerMinute,
    windowMs: MINUTE_MS,
  });
  const adminLimit = sharedRateLimit(deps, { name: 'admin-analytics', limit: 60, windowMs: MINUTE_MS });

  router.post('/api/analytics-event', collectorLimit, async (ctx) => {
    const event = parseRequest(
      analyticsEventSchema,
      await readBody(ctx, { maxBytes: MAX_EVENT_BYTES, acceptForm: false }),
    );
    await deps.db.analyticsEvents.record({
      event: event.event,
      cta_id: event.cta_id,
      page: event.page,
      session_id: event.session_id ?? null,
      referrer: event.referrer ?? null,
      utm_source: event.utm_source ?? null,
      utm_medium: event.utm_medium ?? null,
      utm_campaign: event.utm_campaign ?? null,
      utm_term: event.utm_term ?? null,
      utm_content: event.utm_content ?? null,
      visitor_hash: visitorHash(deps.secret, ctx.ip, new Date().toISOString().slice(0, 10)),
    });
    ctx.status = 202;
    ctx.body = { status: 'accepted' };
  });

  router.get(
    '/api/admin/analytics',
    adminLimit,
    requireAdmin({
      adminKey: deps.config.analyticsAdmin.key,
      ipAllowList: deps.config.analyticsAdmin.ipAllowList,
    }),
    async (ctx) => {
      const query = parseRequest(adminAnalyticsQuerySchema, ctx.query);
      const range = { from: query.from ?? daysAgo(DEFAULT_RANGE_DAYS), to: query.to ?? daysAgo(0) };
      const [buckets, uploads, leads] = await Promise.all([
        deps.db.analyticsEvents.aggregate({ range, groupBy: query.group_by, event: query.event }),
        deps.db.samples.uploadFunnel(range),
        deps.db.leads.countDistinctPeople(range),
      ]);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        range,
        group_by: query.group_by,
        event: query.event ?? null,
        buckets,
        funnel: {
          uploads: uploads.uploads,
          leads: leads.total,
          samples_with_output_access: uploads.samplesWithOutputAccess,
          conversion_rate: uploads.uploads === 0 ? 0 : uploads.samplesWithOutputAccess / uploads.uploads,
          uploads_per_day: uploads.uploadsPerDay,
          leads_per_day: leads.perDay,
        },
      };
    },
  );
  return router;
}
