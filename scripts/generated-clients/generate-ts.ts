/**
 * Generates the TypeScript types of openapi.yaml with openapi-typescript for openapi-fetch, with the
 * transform openapi-typescript documents for file uploads: a `format: binary` value is a Blob.
 * Usage: tsx scripts/generated-clients/generate-ts.ts <output .d.ts>
 */
import { writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const [output] = process.argv.slice(2);
if (!output) throw new Error('usage: generate-ts.ts <output .d.ts>');

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const ast = await openapiTS(new URL('../../openapi.yaml', import.meta.url), {
  transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
});
writeFileSync(output, astToString(ast));
