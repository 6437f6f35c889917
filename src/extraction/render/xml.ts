import { create } from 'xmlbuilder2';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The XML vocabulary beyond field names, shared with the XSD generator (schema/xsd.ts). */
export const XML_NAMES = { root: 'sds_extraction', entry: 'entry', entryKey: 'path', nil: 'nil' } as const;

/** XML element names must start with a letter; evidence keys (dotted paths) go in a `path` attribute. */
function isElementName(key: string): boolean {
  return /^[A-Za-z_][\w.-]*$/.test(key) && !/[.[\]]/.test(key);
}

function appendValue(parent: ReturnType<typeof create>, name: string, value: Json): void {
  if (Array.isArray(value)) {
    for (const item of value) appendValue(parent, name, item);
    return;
  }
  const element = isElementName(name)
    ? parent.ele(name)
    : parent.ele(XML_NAMES.entry, { [XML_NAMES.entryKey]: name });
  if (value === null) {
    element.att(XML_NAMES.nil, 'true');
  } else if (typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) appendValue(element, key, child);
  } else {
    element.txt(String(value));
  }
}

/** The record as XML: root `sds_extraction`, one element per field, arrays as repeated elements. */
export function toXml(record: Record<string, unknown>): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(XML_NAMES.root);
  for (const [key, value] of Object.entries(record)) appendValue(root, key, value as Json);
  return root.end({ prettyPrint: true });
}
