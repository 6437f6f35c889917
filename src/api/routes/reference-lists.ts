/**
 * GET /v1/reference-lists: the regulatory lists components are screened against, with the version of
 * each in force. Public (no API key), like the record schemas: the same for every customer.
 */
import { Router } from '@koa/router';
import { referenceListVersions } from '../../extraction/reference/regulatory-lists.js';
import type { ApiState } from '../context.js';

export function referenceListRoutes(): Router<ApiState> {
  const router = new Router<ApiState>();
  router.get('/v1/reference-lists', (ctx) => {
    ctx.body = { lists: referenceListVersions() };
    ctx.set('Cache-Control', 'public, max-age=3600');
  });
  return router;
}
