import type { AppConfig } from '../src/config.js';
import type { Database } from '../src/storage/database.js';
import type { BlobStore } from '../src/storage/blob/index.js';

/** What every activity may use, handed in by the worker (and by tests) instead of imported globals. */
export interface ActivityDependencies {
  db: Database;
  blobStore: BlobStore;
  config: AppConfig;
}
