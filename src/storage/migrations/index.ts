/**
 * Every migration, in order. Add a module and one line here; never edit or reorder a migration
 * that has shipped.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as core from './0001_core.js';
import * as site from './0002_site.js';
import * as bulk from './0003_bulk.js';
import * as retention from './0004_retention.js';
import * as siteRateLimits from './0005_site_rate_limits.js';
import * as bulkOpenBatches from './0006_bulk_open_batches.js';
import * as interactiveDemandIndex from './0007_interactive_demand_index.js';
import * as sitePages from './0008_site_sample_pages.js';
import * as products from './0009_products.js';

const MIGRATIONS: Record<string, Migration> = {
  '0001_core': core,
  '0002_site': site,
  '0003_bulk': bulk,
  '0004_retention': retention,
  '0005_site_rate_limits': siteRateLimits,
  '0006_bulk_open_batches': bulkOpenBatches,
  '0007_interactive_demand_index': interactiveDemandIndex,
  '0008_site_sample_pages': sitePages,
  '0009_products': products,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
