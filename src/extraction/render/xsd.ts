/**
 * The XSD of the XML output, generated from the published JSON Schema (itself generated from the zod
 * schema that validates every record), so the three cannot drift apart. It mirrors render/xml.ts:
 * root `sds_extraction`, object members as child elements in schema order, arrays as repeated
 * elements, dictionaries as `entry` elements keyed by a `path` attribute, null as an empty element
 * with `nil="true"`.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { SchemaVersion } from '../contract.js';
import { jsonSchemaFor } from '../schema/index.js';
import { xsdPattern } from './xsd-pattern.js';
import { XML_NAMES } from './xml.js';

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  title?: string;
  $id?: string;
}

const XS = 'http://www.w3.org/2001/XMLSchema';
const SCALAR_TYPES: Record<string, string> = {
  string: 'xs:string',
  integer: 'xs:integer',
  number: 'xs:double',
  boolean: 'xs:boolean',
};
const NUMERIC_FACETS = [
  ['minimum', 'minInclusive'],
  ['maximum', 'maxInclusive'],
  ['exclusiveMinimum', 'minExclusive'],
  ['exclusiveMaximum', 'maxExclusive'],
] as const;

class UnsupportedSchema extends Error {
  constructor(where: string, what: string) {
    super(`Cannot express ${what} at ${where} in XSD`);
  }
}

/** The XSD of a schema version's XML output. */
export function xsdFor(version: SchemaVersion): string {
  return xsdFromJsonSchema(jsonSchemaFor(version) as JsonSchema);
}

export function xsdFromJsonSchema(schema: JsonSchema): string {
  const document = create({ version: '1.0', encoding: 'UTF-8' }).ele(XS, 'xs:schema', {
    elementFormDefault: 'unqualified',
  });
  if (schema.title) {
    document
      .ele(XS, 'xs:annotation')
      .ele(XS, 'xs:documentation')
      .txt(`${schema.title}${schema.$id ? ` (${schema.$id})` : ''}`);
  }
  new XsdWriter(document).element(document, XML_NAMES.root, schema, { min: 1, max: 1 }, XML_NAMES.root);
  return document.end({ prettyPrint: true });
}

interface Occurs {
  min: number;
  max: number | 'unbounded';
}

/** Writes element declarations; nullable scalars need named types, which it collects once each. */
class XsdWriter {
  private readonly namedTypes = new Map<string, string>();

  constructor(private readonly schemaElement: XMLBuilder) {}

  element(parent: XMLBuilder, name: string, schema: JsonSchema, occurs: Occurs, where: string): void {
    if (typeOf(schema) === 'array') {
      if (occurs.max !== 1) throw new UnsupportedSchema(where, 'an array of arrays');
      const items = schema.items ?? {};
      this.element(
        parent,
        name,
        items,
        { min: schema.minItems ?? 0, max: schema.maxItems ?? 'unbounded' },
        where,
      );
      return;
    }
    const element = parent.ele(XS, 'xs:element', {
      name,
      ...(occurs.min !== 1 ? { minOccurs: String(occurs.min) } : {}),
      ...(occurs.max !== 1 ? { maxOccurs: String(occurs.max) } : {}),
    });
    const { value, nullable } = withoutNull(schema);
    const type = typeOf(value);
    if (type === 'object') {
      if (nullable) throw new UnsupportedSchema(where, 'a nullable object');
      this.objectType(element.ele(XS, 'xs:complexType'), value, where);
    } else if (nullable) {
      element
        .ele(XS, 'xs:complexType')
        .ele(XS, 'xs:simpleContent')
        .ele(XS, 'xs:extension', { base: this.nullableType(name, value, where) })
        .ele(XS, 'xs:attribute', { name: XML_NAMES.nil, type: 'xs:boolean', fixed: 'true' });
    } else {
      this.simpleContent(element, value, where);
    }
  }

  private objectType(complexType: XMLBuilder, schema: JsonSchema, where: string): void {
    const properties = Object.entries(schema.properties ?? {});
    const dictionary =
      typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    if (properties.length > 0 && dictionary) {
      throw new UnsupportedSchema(where, 'an object with both fixed and free members');
    }
    const sequence = complexType.ele(XS, 'xs:sequence');
    if (dictionary) {
      this.dictionaryEntry(sequence, schema, dictionary, where);
      return;
    }
    const required = new Set(schema.required ?? []);
    for (const [member, memberSchema] of properties) {
      const occurs = { min: required.has(member) ? 1 : 0, max: 1 };
      this.element(sequence, member, memberSchema, occurs, `${where}.${member}`);
    }
  }

  /** A dictionary's keys (dotted paths, never element names) go in the entry's `path` attribute. */
  private dictionaryEntry(sequence: XMLBuilder, schema: JsonSchema, value: JsonSchema, where: string): void {
    if (typeOf(value) !== 'object') throw new UnsupportedSchema(where, 'a dictionary of non-objects');
    const entry = sequence
      .ele(XS, 'xs:element', { name: XML_NAMES.entry, minOccurs: '0', maxOccurs: 'unbounded' })
      .ele(XS, 'xs:complexType');
    this.objectType(entry, value, `${where}[]`);
    const key = entry.ele(XS, 'xs:attribute', { name: XML_NAMES.entryKey, use: 'required' });
    this.restriction(key.ele(XS, 'xs:simpleType'), schema.propertyNames ?? { type: 'string' }, where);
  }

  private simpleContent(element: XMLBuilder, schema: JsonSchema, where: string): void {
    if (hasFacets(schema)) this.restriction(element.ele(XS, 'xs:simpleType'), schema, where);
    else element.att('type', builtInType(schema, where));
  }

  /** A named union of the value's type and the empty string (how null is written). */
  private nullableType(elementName: string, schema: JsonSchema, where: string): string {
    if (typeOf(schema) === 'string' && !hasFacets(schema)) return 'xs:string';
    const key = JSON.stringify(schema);
    const known = this.namedTypes.get(key);
    if (known) return known;
    const base = hasFacets(schema) ? `${elementName}_value` : `${typeOf(schema)}_value`;
    let name = `nullable_${base}`;
    for (let n = 2; [...this.namedTypes.values()].includes(name); n++) name = `nullable_${base}_${n}`;
    this.namedTypes.set(key, name);

    const union = this.schemaElement.ele(XS, 'xs:simpleType', { name }).ele(XS, 'xs:union');
    const valueType = union.ele(XS, 'xs:simpleType');
    this.restriction(valueType, schema, where);
    union
      .ele(XS, 'xs:simpleType')
      .ele(XS, 'xs:restriction', { base: 'xs:string' })
      .ele(XS, 'xs:length', { value: '0' });
    return name;
  }

  private restriction(simpleType: XMLBuilder, schema: JsonSchema, where: string): void {
    const restriction = simpleType.ele(XS, 'xs:restriction', { base: builtInType(schema, where) });
    const values = schema.const !== undefined ? [schema.const] : schema.enum;
    for (const value of values ?? []) restriction.ele(XS, 'xs:enumeration', { value: String(value) });
    if (schema.pattern !== undefined) {
      restriction.ele(XS, 'xs:pattern', { value: xsdPattern(schema.pattern, where) });
    }
    if (schema.minLength !== undefined)
      restriction.ele(XS, 'xs:minLength', { value: String(schema.minLength) });
    if (schema.maxLength !== undefined)
      restriction.ele(XS, 'xs:maxLength', { value: String(schema.maxLength) });
    for (const [keyword, facet] of NUMERIC_FACETS) {
      const bound = schema[keyword];
      if (bound !== undefined) restriction.ele(XS, `xs:${facet}`, { value: String(bound) });
    }
  }
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type !== undefined) return schema.type;
  if (schema.const !== undefined) return typeof schema.const;
  return schema.properties ? 'object' : undefined;
}

/** Splits `T | null` (zod writes it as `type: [T, 'null']` or `anyOf: [T, {type: 'null'}]`). */
function withoutNull(schema: JsonSchema): { value: JsonSchema; nullable: boolean } {
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = schema.type.filter((type) => type !== 'null');
    return { value: { ...schema, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  if (schema.anyOf) {
    const nonNull = schema.anyOf.filter((option) => option.type !== 'null');
    if (nonNull.length === 1 && schema.anyOf.length === 2) return { value: nonNull[0]!, nullable: true };
  }
  return { value: schema, nullable: false };
}

function builtInType(schema: JsonSchema, where: string): string {
  const type = typeOf(schema);
  const builtIn = type === undefined ? undefined : SCALAR_TYPES[type];
  if (!builtIn)
    throw new UnsupportedSchema(where, `a value of type ${JSON.stringify(schema.type ?? schema)}`);
  return builtIn;
}

function hasFacets(schema: JsonSchema): boolean {
  return (
    schema.const !== undefined ||
    schema.enum !== undefined ||
    schema.pattern !== undefined ||
    schema.minLength !== undefined ||
    schema.maxLength !== undefined ||
    NUMERIC_FACETS.some(([keyword]) => schema[keyword] !== undefined)
  );
}
