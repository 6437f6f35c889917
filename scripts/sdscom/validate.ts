/**
 * Validates eSDScom documents against the official schema, read unmodified from `../shared`
 * (scripts/shared-data.ts; CC BY-ND 4.0: never copied into this repository), with
 * libxml2 (the libxml2-wasm build, so no system package is needed; same engine as `xmllint --schema`).
 */
import { readFileSync } from 'node:fs';
import { XmlDocument, XsdValidator, XmlValidateError } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import { SDSCOM_XSD } from '../shared-data.js';

let validator: XsdValidator | undefined;

function schemaValidator(): XsdValidator {
  if (!validator) {
    // The main schema includes its siblings by relative path: let libxml2 read them from disk.
    xmlRegisterFsInputProviders();
    const schema = XmlDocument.fromBuffer(readFileSync(SDSCOM_XSD.path), { url: SDSCOM_XSD.path });
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
