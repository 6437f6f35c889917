/** Registers the service's search attributes with a namespace; a no-op for those already present. */
import type { Connection } from '@temporalio/client';
// CommonJS package: a default import works both natively and under bundlers.
import proto from '@temporalio/proto';
import { SDS_SEARCH_ATTRIBUTES } from './search-attributes.js';

const { IndexedValueType } = proto.temporal.api.enums.v1;

export async function registerSearchAttributes(connection: Connection, namespace: string): Promise<string[]> {
  const existing = await connection.operatorService.listSearchAttributes({ namespace });
  const missing = SDS_SEARCH_ATTRIBUTES.filter((key) => !(key.name in (existing.customAttributes ?? {})));
  if (missing.length === 0) return [];
  await connection.operatorService.addSearchAttributes({
    namespace,
    searchAttributes: Object.fromEntries(
      missing.map((key) => [key.name, IndexedValueType[`INDEXED_VALUE_TYPE_${key.type}`]]),
    ),
  });
  return missing.map((key) => key.name);
}
