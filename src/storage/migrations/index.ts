/**
 * Every migration, in order. Add a module and one line here; never edit or reorder a migration
 * that has shipped.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as core from './0001_core.js';

const MIGRATIONS: Record<string, Migration> = {
  '0001_core': core,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
