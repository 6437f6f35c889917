/**
 * A problem's `field` names what the caller sent: every field name the API and the website can answer
 * is a request body field or a parameter in openapi.yaml, and a refused webhook URL names the body
 * field of the operation that carried it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SPEC = parse(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8')) as Json;

function sourcesUnder(directory: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const name of readdirSync(path.join(ROOT, directory))) {
    const file = path.join(directory, name);
    if (statSync(path.join(ROOT, file)).isDirectory()) {
      for (const [nested, text] of sourcesUnder(file)) sources.set(nested, text);
    } else if (name.endsWith('.ts')) sources.set(file, readFileSync(path.join(ROOT, file), 'utf8'));
  }
  return sources;
}

const SOURCES = new Map(
  ['src/api', 'src/bulk', 'src/site', 'src/webhooks'].flatMap((dir) => [...sourcesUnder(dir)]),
);
const ALL_SOURCE = [...SOURCES.values()].join('\n');

/** The field names the code puts into problems: literals, named constants and `…Field` unions. */
function answeredFields(): Set<string> {
  const constant = (name: string) =>
    new RegExp(`\\b${name} = '([^']+)'`).exec(ALL_SOURCE)?.[1] ?? `unresolved ${name}`;
  return new Set([
    ...[...ALL_SOURCE.matchAll(/\bfield: '([^']+)'/g)].map((match) => match[1] ?? ''),
    ...[...ALL_SOURCE.matchAll(/\bfield: ([A-Z][A-Z_]+)\b/g)].map((match) => constant(match[1] ?? '')),
    ...[...ALL_SOURCE.matchAll(/type \w+Field = ([^;]+);/g)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((member) => member[1] ?? ''),
    ),
  ]);
}

function resolve(node: unknown): unknown {
  let current = node;
  while (current && typeof current === 'object' && typeof (current as Json).$ref === 'string') {
    current = ((current as Json).$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((target, key) => (target as Json)[key], SPEC);
  }
  return current;
}

/** Property names of a schema, through $ref, allOf, oneOf, anyOf and array items. */
function propertiesOf(schema: unknown): string[] {
  const node = resolve(schema) as Json | undefined;
  if (!node || typeof node !== 'object') return [];
  const nested = [node.allOf, node.oneOf, node.anyOf].flatMap((list) => (Array.isArray(list) ? list : []));
  return [
    ...Object.keys((node.properties as Json | undefined) ?? {}),
    ...nested.flatMap(propertiesOf),
    ...(node.items ? propertiesOf(node.items) : []),
  ];
}

function operations(): Map<string, Json> {
  const found = new Map<string, Json>();
  for (const pathItem of Object.values(SPEC.paths as Json)) {
    for (const operation of Object.values(pathItem as Json)) {
      const id = (operation as Json).operationId;
      if (typeof id === 'string') found.set(id, operation as Json);
    }
  }
  return found;
}

function requestFields(operation: Json): string[] {
  const body = resolve(operation.requestBody) as Json | undefined;
  const content = Object.values((body?.content as Json | undefined) ?? {}) as Json[];
  const parameters = ((operation.parameters as unknown[] | undefined) ?? []).map(
    (p) => (resolve(p) as Json).name,
  );
  return [...content.flatMap((media) => propertiesOf(media.schema)), ...parameters.map(String)];
}

/** Where a webhook URL is vetted for a request, and the operation whose body carries it. */
const WEBHOOK_URL_CALLERS: Record<string, string> = {
  'src/api/routes/webhook-endpoints.ts': 'createWebhookEndpoint',
  'src/bulk/submit-batch.ts': 'submitBulk',
};

describe('the field a problem names', () => {
  const allRequestFields = new Set([...operations().values()].flatMap(requestFields));

  it('is a request field or parameter of the contract', () => {
    const fields = [...answeredFields()];
    expect(fields.length).toBeGreaterThan(5);
    expect(fields.filter((field) => !allRequestFields.has(field))).toEqual([]);
  });

  it('is, for a refused webhook URL, the body field of the operation that carried it', () => {
    const callers = [...SOURCES].filter(
      ([, text]) => /\bparseWebhookUrl\(/.test(text) && !text.includes('export function parseWebhookUrl'),
    );
    expect(callers.map(([file]) => file).sort()).toEqual(Object.keys(WEBHOOK_URL_CALLERS).sort());
    for (const [file, text] of callers) {
      const fields = [...text.matchAll(/parseWebhookUrl\([^;]*?'([a-z_]+)',?\s*\)/g)].map(
        (match) => match[1],
      );
      const bodyFields = requestFields(operations().get(WEBHOOK_URL_CALLERS[file] ?? '') ?? {});
      expect(fields.length).toBeGreaterThan(0);
      expect(
        fields.filter((field) => !bodyFields.includes(field ?? '')).map((field) => `${file}: ${field}`),
      ).toEqual([]);
    }
  });
});
