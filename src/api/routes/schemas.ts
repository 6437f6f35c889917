/**
 * GET /v1/schemas/{version}/record.schema.json and /record.xsd: the published contract of the record
 * per schema version. Public (no API key): they are documentation, the same for every customer, and
 * generated from the zod schema that validates every record, so they always match the outputs.
 */
import { Router } from '@koa/router';
import { ServiceError } from '../../errors.js';
import { SCHEMA_VERSIONS, type SchemaVersion } from '../../extraction/contract.js';
import { xsdFor } from '../../extraction/render/xsd.js';
import { jsonSchemaFor } from '../../extraction/schema/index.js';
import type { ApiState } from '../context.js';

// A version's documents never change within a release; clients and proxies may keep them a day.
const CACHE_CONTROL = 'public, max-age=86400';

function knownVersion(value: string | undefined): SchemaVersion {
  const version = SCHEMA_VERSIONS.find((known) => known === value);
  if (!version) {
    throw new ServiceError(
      'not_found',
      `No schema version '${value ?? ''}'; published versions are ${SCHEMA_VERSIONS.join(', ')}.`,
    );
  }
  return version;
}

function memoized<T>(build: (version: SchemaVersion) => T): (version: SchemaVersion) => T {
  const built = new Map<SchemaVersion, T>();
  return (version) => {
    if (!built.has(version)) built.set(version, build(version));
    return built.get(version)!;
  };
}

export function schemaRoutes(): Router<ApiState> {
  const router = new Router<ApiState>({ prefix: '/v1/schemas' });
  const jsonSchema = memoized((version) => JSON.stringify(jsonSchemaFor(version), null, 2));
  const xsd = memoized(xsdFor);

  router.get('/:version/record.schema.json', (ctx) => {
    ctx.body = jsonSchema(knownVersion(ctx.params.version));
    ctx.type = 'application/schema+json';
    ctx.set('Cache-Control', CACHE_CONTROL);
  });
  router.get('/:version/record.xsd', (ctx) => {
    ctx.body = xsd(knownVersion(ctx.params.version));
    ctx.type = 'application/xml';
    ctx.set('Cache-Control', CACHE_CONTROL);
  });
  return router;
}
