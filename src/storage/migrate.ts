import { Migrator, type Kysely } from 'kysely';
import { ServiceError } from '../errors.js';
import { migrationProvider } from './migrations/index.js';

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error instanceof ServiceError) throw error;
  if (error) throw new Error('Database migration failed', { cause: error });
}
