import type { BatchClient } from '../bulk/batch-client.js';
import type { AppConfig } from '../config.js';
import type { Logger } from '../logging.js';
import type { BlobStore } from '../storage/blob/index.js';
import type { Database } from '../storage/database.js';
import type { ExtractionClient } from '../temporal/extraction-client.js';

/** Everything the production API needs, handed in by src/main/api.ts (and by tests). */
export interface ApiDependencies {
  config: AppConfig;
  db: Database;
  blobStore: BlobStore;
  workflows: ExtractionClient;
  bulk: BatchClient;
  logger: Logger;
}
