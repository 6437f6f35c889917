/**
 * openapi.yaml keeps to what the common client generators (openapi-python-client, openapi-typescript)
 * understand, so a client generated from it works unmodified. Each rule is a construct that once broke
 * a generated client; the live check is scripts/generated-clients.sh.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const SPEC = parse(readFileSync(path.resolve(import.meta.dirname, '../../../openapi.yaml'), 'utf8')) as Json;

/** Every object in the document with its JSON pointer. */
function* nodes(value: unknown, pointer = ''): Generator<[string, Json]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* nodes(item, `${pointer}/${index}`);
  } else if (value !== null && typeof value === 'object') {
    yield [pointer, value as Json];
    for (const [key, item] of Object.entries(value)) yield* nodes(item, `${pointer}/${key}`);
  }
}

function resolve(schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  let target: unknown = SPEC;
  for (const part of ref.replace(/^#\//, '').split('/')) target = (target as Json)[part];
  return resolve(target as Json);
}

/** Pointers of the nodes the rule flags. */
function violations(rule: (node: Json) => boolean): string[] {
  return [...nodes(SPEC)].filter(([, node]) => rule(node)).map(([pointer]) => pointer);
}

/** Text media types are read as strings; any other one is bytes. */
const TEXT_MEDIA_TYPE = /^(text\/|application\/(.+\+)?(xml|json)$)/;

/** Exported for its own test: does an allOf declare one property in two of its members? */
export function allOfRedeclaresProperty(node: Json): boolean {
  if (!Array.isArray(node.allOf)) return false;
  const names = (node.allOf as Json[]).flatMap((member) =>
    Object.keys((resolve(member).properties as Json) ?? {}),
  );
  return new Set(names).size !== names.length;
}

describe('openapi.yaml for client generators', () => {
  it('describes no tuples (prefixItems: a generated model demands the first item in every position)', () => {
    expect(violations((node) => 'prefixItems' in node)).toEqual([]);
  });

  it('marks every binary value format: binary (else a file is typed and sent as a string)', () => {
    expect(
      violations(
        (node) =>
          typeof node.contentMediaType === 'string' &&
          !TEXT_MEDIA_TYPE.test(node.contentMediaType) &&
          node.format !== 'binary',
      ),
    ).toEqual([]);
  });

  it('declares each property once per allOf (a narrowed enum drops the response from the client)', () => {
    expect(violations(allOfRedeclaresProperty)).toEqual([]);
  });

  it('finds a redeclared property, also behind a $ref', () => {
    const redeclared = {
      allOf: [{ $ref: '#/components/schemas/Problem' }, { properties: { code: { const: 'x' } } }],
    };
    expect(allOfRedeclaresProperty(redeclared)).toBe(true);
    expect(
      allOfRedeclaresProperty({ allOf: [{ $ref: '#/components/schemas/Problem' }, { properties: {} }] }),
    ).toBe(false);
  });
});
