/** POST/GET/DELETE /v1/webhook-endpoints: a key's registered receivers; each secret is shown once. */
import { Router } from '@koa/router';
import { z } from 'zod';
import { notFoundForKey } from '../../bulk/not-found.js';
import { ServiceError } from '../../errors.js';
import type { WebhookEndpointRecord } from '../../storage/repositories/webhook-endpoints.js';
import { parseWebhookUrl } from '../../webhooks/target-policy.js';
import type { ApiState } from '../context.js';
import type { ApiDependencies } from '../dependencies.js';
import { readJsonBody } from './json-body.js';

const newEndpoint = z.strictObject({ url: z.string(), description: z.string().max(500).optional() });

function endpointBody(endpoint: WebhookEndpointRecord) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    created_at: endpoint.createdAt,
  };
}

export function webhookEndpointRoutes(deps: ApiDependencies): Router<ApiState> {
  const router = new Router<ApiState>();
  const policy = { allowLoopback: deps.config.webhooks.allowLoopback };

  router.post('/webhook-endpoints', async (ctx) => {
    if (!ctx.is('application/json')) {
      throw new ServiceError('unsupported_media_type', 'Send the endpoint as application/json.');
    }
    const parsed = newEndpoint.safeParse(await readJsonBody(ctx, 16 * 1024));
    if (!parsed.success) {
      throw new ServiceError(
        'invalid_request',
        'The body must be {"url": "https://…", "description"?: "…"}.',
      );
    }
    const url = parseWebhookUrl(parsed.data.url, policy, 'url').toString();
    const { endpoint, secret } = await deps.db.webhookEndpoints.create({
      apiKeyId: ctx.state.apiKey.id,
      url,
      description: parsed.data.description,
    });
    ctx.status = 201;
    ctx.set('Location', `/v1/webhook-endpoints/${endpoint.id}`);
    ctx.body = { ...endpointBody(endpoint), secret };
  });

  router.get('/webhook-endpoints', async (ctx) => {
    const endpoints = await deps.db.webhookEndpoints.listForKey(ctx.state.apiKey.id);
    ctx.body = { data: endpoints.map(endpointBody) };
  });

  router.get('/webhook-endpoints/:endpointId', async (ctx) => {
    const id = ctx.params.endpointId ?? '';
    const endpoint = await deps.db.webhookEndpoints.getForKey(id, ctx.state.apiKey.id);
    if (!endpoint || endpoint.batchId !== null) throw notFoundForKey('webhook endpoint', id);
    ctx.body = endpointBody(endpoint);
  });

  router.delete('/webhook-endpoints/:endpointId', async (ctx) => {
    const id = ctx.params.endpointId ?? '';
    if (!(await deps.db.webhookEndpoints.deleteForKey(id, ctx.state.apiKey.id))) {
      throw notFoundForKey('webhook endpoint', id);
    }
    ctx.status = 204;
  });

  return router;
}
