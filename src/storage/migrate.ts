import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations/index.js';

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw new Error('Database migration failed', { cause: error });
}
