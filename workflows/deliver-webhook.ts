/**
 * One webhook delivery, retried by Temporal until it succeeds, the receiver answers 410, or the retry
 * window closes: the activity decides each delay (back-off with jitter, or the receiver's Retry-After).
 * The input is the delivery id only; the payload and the secret stay in the database.
 */
import { proxyActivities } from '@temporalio/workflow';
import type { WebhookActivities } from '../activities/deliver-webhook.js';
import { TASK_QUEUES } from '../src/temporal/task-queues.js';

const { deliverWebhook } = proxyActivities<WebhookActivities>({
  taskQueue: TASK_QUEUES.webhooks,
  // One attempt: DNS, connect and the configured response timeout, with room to record the attempt.
  startToCloseTimeout: '2 minutes',
  // The activity heartbeats while it waits on the receiver: a killed worker's attempt is retried in seconds.
  heartbeatTimeout: '10 seconds',
  // The activity sets each next delay itself (ApplicationFailure.nextRetryDelay) and stops on its own.
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '3 hours' },
});

export function webhookDeliveryWorkflowId(deliveryId: string): string {
  return `webhook-delivery-${deliveryId}`;
}

export async function deliverWebhookWorkflow(deliveryId: string): Promise<string> {
  return deliverWebhook(deliveryId);
}
