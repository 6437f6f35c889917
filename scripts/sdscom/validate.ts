/**
 * Validates eSDScom documents against the official schema, read unmodified from
 * `../shared/esdscom-xsd/SDSComXML.xsd` (CC BY-ND 4.0: never copied into this repository), with
 * libxml2 (the libxml2-wasm build, so no system package is needed; same engine as `xmllint --schema`).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XmlDocument, XsdValidator, XmlValidateError } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SDSCOM_XSD = process.env.SDSCOM_XSD ?? resolve(root, '../shared/esdscom-xsd/SDSComXML.xsd');

let validator: XsdValidator | undefined;

function schemaValidator(): XsdValidator {
  if (!validator) {
    // The main schema includes its siblings by relative path: let libxml2 read them from disk.
    xmlRegisterFsInputProviders();
    const schema = XmlDocument.fromBuffer(readFileSync(SDSCOM_XSD), { url: SDSCOM_XSD });
    validator = XsdValidator.fromDoc(schema);
  }
  return validator;
}

/** The schema violations of a document (line: message), none when it is valid. */
export function sdscomErrors(xml: string): string[] {
  const document = XmlDocument.fromString(xml);
  try {
    schemaValidator().validate(document);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError) {
      return error.details.map((detail) => `${detail.line}: ${detail.message.trim()}`);
    }
    throw error;
  } finally {
    document.dispose();
  }
}
