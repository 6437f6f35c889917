/**
 * Delivers one stored webhook event. Each call is one attempt: it loads the endpoint's secret from the
 * database (secrets never travel through workflow histories), vets the target after DNS resolution,
 * signs and posts, records the attempt, and either returns a final status or asks Temporal for another
 * attempt after the back-off (or Retry-After) delay.
 */
import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { ServiceError } from '../src/errors.js';
import { metrics } from '../src/observability/metrics.js';
import type { AttemptOutcome, DeliveryStatus } from '../src/storage/repositories/webhook-deliveries.js';
import { sendWebhook, type WebhookResponse } from '../src/webhooks/http-sender.js';
import { decideAfterAttempt, type RetrySchedule } from '../src/webhooks/retry-policy.js';
import { buildWebhookHeaders } from '../src/webhooks/signing.js';
import { vetWebhookTarget, type HostLookup } from '../src/webhooks/target-policy.js';
import type { ActivityDependencies } from './dependencies.js';

/** The ApplicationFailure type of an attempt that will be retried. */
export const WEBHOOK_ATTEMPT_FAILED = 'webhook_attempt_failed';

const HEARTBEAT_INTERVAL_MS = 2_000;

/**
 * Heartbeats while an attempt waits on the receiver: a worker that dies mid-attempt is noticed after
 * the workflow's heartbeat timeout, not after the whole start-to-close timeout.
 */
async function heartbeating<T>(work: () => Promise<T>): Promise<T> {
  const context = Context.current();
  context.heartbeat();
  const timer = setInterval(() => context.heartbeat(), HEARTBEAT_INTERVAL_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

export interface WebhookDeliveryDependencies extends Pick<ActivityDependencies, 'db' | 'config'> {
  /** Resolver for webhook hosts; the system resolver unless a test supplies one. */
  lookup?: HostLookup;
}

export function retryScheduleOf(config: ActivityDependencies['config']): RetrySchedule {
  return { ...config.webhooks.retry, factor: 3, jitter: 0.2 };
}

export function createWebhookActivities({ db, config, lookup }: WebhookDeliveryDependencies) {
  const schedule = retryScheduleOf(config);
  const policy = { allowLoopback: config.webhooks.allowLoopback };

  /** One attempt; `refused` when policy forbids the target, which no retry can change. */
  async function attempt(
    url: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<WebhookResponse & { refused?: boolean }> {
    const started = performance.now();
    try {
      const target = await vetWebhookTarget(url, policy, lookup);
      return await sendWebhook({ target, headers, body, timeoutMs: config.webhooks.timeoutMs });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        latencyMs: Math.round(performance.now() - started),
        error: message,
        refused: error instanceof ServiceError,
      };
    }
  }

  return {
    async deliverWebhook(deliveryId: string): Promise<DeliveryStatus> {
      const delivery = await db.webhookDeliveries.get(deliveryId);
      if (!delivery) throw ApplicationFailure.nonRetryable(`No webhook delivery ${deliveryId}.`, 'not_found');
      if (delivery.status !== 'pending') return delivery.status;
      const signing = await db.webhookEndpoints.getSigningTarget(delivery.endpointId);
      const attemptedAt = new Date();
      const record = (response: WebhookResponse, outcome: AttemptOutcome) => {
        metrics.webhookAttempts.inc({ outcome });
        return db.webhookDeliveries.recordAttempt(deliveryId, {
          attemptedAt: attemptedAt.toISOString(),
          statusCode: response.statusCode ?? null,
          latencyMs: response.latencyMs,
          error: response.error ?? null,
          outcome,
        });
      };

      if (!signing || signing.endpoint.deletedAt !== null) {
        await record({ latencyMs: 0, error: 'the webhook endpoint was deleted' }, 'failed');
        return 'failed';
      }
      const body = delivery.payload;
      const headers = buildWebhookHeaders(
        { id: delivery.messageId, timestampSeconds: Math.floor(attemptedAt.getTime() / 1000), body },
        signing.secret,
      );
      const response = await heartbeating(() => attempt(signing.endpoint.url, headers, body));
      if (response.refused) {
        await record(response, 'failed');
        return 'failed';
      }
      const elapsedMs = Date.now() - Context.current().info.scheduledTimestampMs;
      const decision = decideAfterAttempt(response, Context.current().info.attempt, elapsedMs, schedule);
      switch (decision.kind) {
        case 'delivered':
          await record(response, 'succeeded');
          return 'succeeded';
        case 'gone':
        case 'exhausted':
          await record(response, 'failed');
          return 'failed';
        case 'retry':
          await record(response, 'retrying');
          throw ApplicationFailure.create({
            message: response.error ?? 'webhook attempt failed',
            type: WEBHOOK_ATTEMPT_FAILED,
            nextRetryDelay: decision.delayMs,
          });
      }
    },
  };
}

export type WebhookActivities = ReturnType<typeof createWebhookActivities>;
