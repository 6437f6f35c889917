/** Every repository over the one database; each area adds its own with one line. */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema.js';
import { ApiKeyRepository } from './api-keys.js';
import { ExtractionRepository } from './extractions.js';

export function createRepositories(db: Kysely<DatabaseSchema>) {
  return {
    apiKeys: new ApiKeyRepository(db),
    extractions: new ExtractionRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
