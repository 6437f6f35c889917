/**
 * The public website's Koa app: its own server, routes and limits. The /api routes here exist only
 * on this app, never on the production API. Middleware is shared with the API (request id, problem
 * errors, access log) and composed in this one place.
 */
import Koa, { type Middleware } from 'koa';
import { ServiceError } from '../errors.js';
import type { ApiState } from '../api/context.js';
import { accessLog } from '../api/middleware/access-log.js';
import { problemErrors } from '../api/middleware/problem-errors.js';
import { requestId } from '../api/middleware/request-id.js';
import { httpMetrics } from '../observability/http-metrics.js';
import { metrics } from '../observability/metrics.js';
import { htmlErrorPages } from './error-pages.js';
import { analyticsRoutes } from './routes/analytics.js';
import { contactRoutes } from './routes/contact.js';
import { exampleRoutes } from './routes/example.js';
import { pageRoutes } from './routes/pages.js';
import { sampleUploadRoutes } from './routes/sample-upload.js';
import { sampleRoutes } from './routes/samples.js';
import { sameOriginWrites } from './same-origin.js';
import { siteSecurityHeaders } from './security-headers.js';
import type { SiteDependencies } from './site-dependencies.js';
import { staticAssets } from './static-assets.js';

// The methods @koa/router knows: for these, allowedMethods() answers 405 with an Allow header.
const ROUTABLE_METHODS = new Set(['HEAD', 'OPTIONS', 'GET', 'PUT', 'PATCH', 'POST', 'DELETE']);

/** Other methods (TRACE, CONNECT, …) answer like an unknown path, as on the API, instead of 501. */
function unroutableMethods(): Middleware<ApiState> {
  return async (ctx, next) => {
    if (!ROUTABLE_METHODS.has(ctx.method))
      throw new ServiceError('not_found', `No route for ${ctx.method} ${ctx.path}.`);
    await next();
  };
}

export function createSiteApp(deps: SiteDependencies): Koa<ApiState> {
  const app = new Koa<ApiState>();
  app.proxy = deps.config.trustProxy;
  app.use(httpMetrics(metrics, 'site'));
  app.use(requestId(deps.logger));
  app.use(accessLog());
  app.use(htmlErrorPages());
  app.use(problemErrors());
  app.use(siteSecurityHeaders(deps.config.botCheck?.widget.cspSources));
  app.use(sameOriginWrites());
  app.use(unroutableMethods());
  app.use(staticAssets());
  for (const router of [
    pageRoutes(deps),
    sampleUploadRoutes(deps),
    sampleRoutes(deps),
    exampleRoutes(deps),
    contactRoutes(deps),
    analyticsRoutes(deps),
  ]) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  return app;
}
