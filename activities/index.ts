/** Builds every activity from its dependencies; the worker registers the result. */
import type { ActivityDependencies } from './dependencies.js';
import { createExtractActivity } from './extract.js';
import { createPersistActivities } from './persist.js';
import { createBulkActivities } from './bulk-batch.js';
import { createWebhookActivities } from './deliver-webhook.js';
import { createRetentionActivities } from './retention.js';
import { createGenerativeActivities } from './generative-extract.js';

export type { ActivityDependencies } from './dependencies.js';

export function createActivities(dependencies: ActivityDependencies) {
  return {
    extractDocument: createExtractActivity(dependencies),
    ...createPersistActivities(dependencies),
    ...createBulkActivities(dependencies),
    ...createWebhookActivities(dependencies),
    ...createRetentionActivities(dependencies),
    ...createGenerativeActivities(dependencies),
  };
}

export type ExtractionActivities = ReturnType<typeof createActivities>;
