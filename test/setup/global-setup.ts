import { tsImport } from 'tsx/esm/api';
import type { TestPostgres } from './postgres.js';
import type { TestTemporal } from './temporal.js';

declare global {
  // Shared with global-teardown, which Jest runs in the same process.
  var testTemporal: TestTemporal | undefined;
  var testPostgres: TestPostgres | undefined;
}

// Jest resolves a global set-up's own imports natively (no moduleNameMapper), so TypeScript
// modules are loaded through tsx.
async function importSetupModule<T>(relativePath: string): Promise<T> {
  return (await tsImport(relativePath, import.meta.url)) as T;
}

export default async function globalSetup(): Promise<void> {
  const { startTestTemporal } = await importSetupModule<typeof import('./temporal.js')>('./temporal.ts');
  const temporal = await startTestTemporal();
  globalThis.testTemporal = temporal;
  // Test workers inherit this environment.
  process.env.TEMPORAL_ADDRESS = temporal.address;
  process.env.TEMPORAL_NAMESPACE = temporal.namespace;

  const { startTestPostgres } = await importSetupModule<typeof import('./postgres.js')>('./postgres.ts');
  globalThis.testPostgres = await startTestPostgres();
  process.env.TEST_DATABASE_URL = globalThis.testPostgres.url;
}
