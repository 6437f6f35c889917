/** Every repository over the one database; each area adds its own with one line. */
import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';
import type { DatabaseSchema } from '../schema.js';
import { ApiKeyRepository } from './api-keys.js';
import { ExtractionRepository } from './extractions.js';
import { AnalyticsEventRepository } from './analytics-events.js';
import { ContactRepository } from './contacts.js';
import { LeadRepository } from './leads.js';
import { SampleRepository } from './samples.js';
import { RateLimitWindowRepository } from './site-rate-limits.js';
import { BatchRepository } from './batches.js';
import { WebhookDeliveryRepository } from './webhook-deliveries.js';
import { WebhookEndpointRepository } from './webhook-endpoints.js';
import { ProductRepository } from './products.js';

export function createRepositories(db: Kysely<DatabaseSchema>, dialect: DatabaseDialect) {
  return {
    apiKeys: new ApiKeyRepository(db),
    extractions: new ExtractionRepository(db),
    leads: new LeadRepository(db),
    samples: new SampleRepository(db),
    contacts: new ContactRepository(db),
    analyticsEvents: new AnalyticsEventRepository(db),
    rateLimitWindows: new RateLimitWindowRepository(db),
    batches: new BatchRepository(db, dialect),
    webhookEndpoints: new WebhookEndpointRepository(db),
    webhookDeliveries: new WebhookDeliveryRepository(db),
    products: new ProductRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
