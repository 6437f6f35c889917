/**
 * GET /v1/webhook-deliveries (newest first, cursor pagination), GET /v1/webhook-deliveries/{id} with
 * every attempt, POST /v1/webhook-deliveries/{id}/redeliver for a finished delivery.
 */
import { Router } from '@koa/router';
import { notFoundForKey } from '../../bulk/not-found.js';
import { ServiceError } from '../../errors.js';
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type WebhookDeliveryRecord,
} from '../../storage/repositories/webhook-deliveries.js';
import type { ApiState } from '../context.js';
import { decodeCursor, pageOf, pageSize } from '../paging.js';
import type { ApiDependencies } from '../dependencies.js';

function deliveryBody(delivery: WebhookDeliveryRecord) {
  return {
    id: delivery.id,
    webhook_id: delivery.messageId,
    endpoint_id: delivery.endpointId,
    event: delivery.eventType,
    status: delivery.status,
    attempt_count: delivery.attemptCount,
    last_status_code: delivery.lastStatusCode,
    last_error: delivery.lastError,
    created_at: delivery.createdAt,
    finished_at: delivery.finishedAt,
  };
}

function statusFilter(raw: unknown): DeliveryStatus | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(raw))
    return raw as DeliveryStatus;
  throw new ServiceError('invalid_request', `status must be one of ${DELIVERY_STATUSES.join(', ')}.`);
}

export function webhookDeliveryRoutes(deps: ApiDependencies): Router<ApiState> {
  const router = new Router<ApiState>();

  router.get('/webhook-deliveries', async (ctx) => {
    const limit = pageSize(ctx.query.limit);
    const deliveries = await deps.db.webhookDeliveries.listForKey(ctx.state.apiKey.id, {
      limit: limit + 1,
      before: decodeCursor(ctx.query.cursor),
      status: statusFilter(ctx.query.status),
    });
    ctx.body = pageOf(deliveries, limit, deliveryBody);
  });

  router.get('/webhook-deliveries/:deliveryId', async (ctx) => {
    const id = ctx.params.deliveryId ?? '';
    const delivery = await deps.db.webhookDeliveries.getForKey(id, ctx.state.apiKey.id);
    if (!delivery) throw notFoundForKey('webhook delivery', id);
    const attempts = await deps.db.webhookDeliveries.listAttempts(id);
    ctx.body = {
      ...deliveryBody(delivery),
      payload: JSON.parse(delivery.payload) as unknown,
      attempts: attempts.map((attempt) => ({
        attempt: attempt.attempt,
        attempted_at: attempt.attemptedAt,
        status_code: attempt.statusCode,
        latency_ms: attempt.latencyMs,
        error: attempt.error,
        outcome: attempt.outcome,
      })),
    };
  });

  router.post('/webhook-deliveries/:deliveryId/redeliver', async (ctx) => {
    const id = ctx.params.deliveryId ?? '';
    const delivery = await deps.db.webhookDeliveries.getForKey(id, ctx.state.apiKey.id);
    if (!delivery) throw notFoundForKey('webhook delivery', id);
    if (!(await deps.db.webhookDeliveries.reopen(id))) {
      throw new ServiceError('conflict', `Delivery ${id} is still being attempted.`);
    }
    await deps.bulk.redeliver(id);
    ctx.status = 202;
    ctx.body = { ...deliveryBody({ ...delivery, status: 'pending', finishedAt: null }) };
  });

  return router;
}
