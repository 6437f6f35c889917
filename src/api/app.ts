/**
 * The production API, composed in one place. Order matters: the request id comes first so every
 * response (errors included) carries it, then the access log, then error-to-problem rendering;
 * everything under /v1 is authenticated and rate limited, except the public record schemas.
 */
import { Router } from '@koa/router';
import Koa from 'koa';
import type { ApiState } from './context.js';
import type { ApiDependencies } from './dependencies.js';
import { httpMetrics } from '../observability/http-metrics.js';
import { metrics } from '../observability/metrics.js';
import { accessLog } from './middleware/access-log.js';
import { authenticate } from './middleware/authenticate.js';
import { problemErrors } from './middleware/problem-errors.js';
import { rateLimit } from './middleware/rate-limit.js';
import { requestId } from './middleware/request-id.js';
import { API_SECURITY_HEADERS, securityHeaders } from './middleware/security-headers.js';
import { TokenBuckets } from './rate-limit/token-bucket.js';
import { extractSdsRoutes } from './routes/extract-sds.js';
import { bulkRoutes } from './routes/bulk.js';
import { extractionRoutes } from './routes/extractions.js';
import { productRoutes } from './routes/products.js';
import { webhookDeliveryRoutes } from './routes/webhook-deliveries.js';
import { webhookEndpointRoutes } from './routes/webhook-endpoints.js';
import { healthRoutes } from './routes/health.js';
import { referenceListRoutes } from './routes/reference-lists.js';
import { schemaRoutes } from './routes/schemas.js';

export function createApiApp(deps: ApiDependencies): Koa<ApiState> {
  const app = new Koa<ApiState>({ proxy: deps.config.api.trustProxy });
  app.use(httpMetrics(metrics, 'api'));
  app.use(requestId(deps.logger));
  app.use(accessLog());
  app.use(problemErrors());
  app.use(securityHeaders(API_SECURITY_HEADERS));

  const health = healthRoutes(deps);
  app.use(health.routes());
  app.use(schemaRoutes().routes());
  app.use(referenceListRoutes().routes());

  const v1 = new Router<ApiState>({ prefix: '/v1' });
  v1.use(authenticate(deps.db.apiKeys), rateLimit(new TokenBuckets()));
  v1.use(extractSdsRoutes(deps).routes());
  v1.use(extractionRoutes(deps).routes());
  v1.use(productRoutes(deps).routes());
  v1.use(bulkRoutes(deps).routes());
  v1.use(webhookEndpointRoutes(deps).routes());
  v1.use(webhookDeliveryRoutes(deps).routes());
  app.use(v1.routes());
  return app;
}
