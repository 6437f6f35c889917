/**
 * The published record schemas match what the service returns: for each schema version, the real
 * envelope of a generated SDS (through the API, Temporal and the engine) validates against the JSON
 * Schema and the XSD the API serves, without an API key.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { SCHEMA_VERSIONS, type ExtractionEnvelope } from '../../../src/extraction/contract.js';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { specFetch } from '../../support/openapi.js';
import { startApiHarness, type ApiHarness } from './harness.js';
import { expectProblem, postExtraction } from './http.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

/** XSD validation with libxml2; returns libxml2's messages, empty when the document is valid. */
function xsdProblems(xsd: string, xml: string): string[] {
  const schemaDocument = XmlDocument.fromString(xsd);
  const validator = XsdValidator.fromDoc(schemaDocument);
  const document = XmlDocument.fromString(xml);
  try {
    validator.validate(document);
    return [];
  } catch (error) {
    const details = (error as { details?: { message: string }[] }).details;
    return details?.map((detail) => detail.message.trim()) ?? [String(error)];
  } finally {
    document.dispose();
    validator.dispose();
    schemaDocument.dispose();
  }
}

describe('GET /v1/schemas/{version}/…', () => {
  let api: ApiHarness;
  const envelopes = new Map<string, ExtractionEnvelope>();

  beforeAll(async () => {
    api = await startApiHarness();
    const key = await api.createKey();
    const pdf = await buildTextSdsPdf();
    for (const version of SCHEMA_VERSIONS) {
      const response = await postExtraction(api.baseUrl, {
        key: key.plaintext,
        file: { bytes: pdf },
        fields: { schema_version: version },
      });
      expect(response.status).toBe(200);
      envelopes.set(version, (await response.json()) as ExtractionEnvelope);
    }
  });

  afterAll(async () => {
    await api?.close();
  });

  describe.each(SCHEMA_VERSIONS)('schema %s', (version) => {
    it('serves a JSON Schema, without an API key, that the envelope’s JSON output satisfies', async () => {
      const response = await specFetch(`${api.baseUrl}/v1/schemas/${version}/record.schema.json`);
      expect(response.status).toBe(200);
      const schema = (await response.json()) as Record<string, unknown>;
      expect(schema.$id).toBe(`urn:sds-extraction:schema:${version}`);

      const ajv = new Ajv2020({ allErrors: true });
      addFormats(ajv);
      const validate = ajv.compile(schema);
      const output = envelopes.get(version)!.outputs.json;
      expect(validate(output) ? [] : validate.errors).toEqual([]);
      expect(validate({ ...output, unexpected_field: true })).toBe(false);
    });

    it('serves an XSD, without an API key, that the envelope’s XML output satisfies', async () => {
      const response = await specFetch(`${api.baseUrl}/v1/schemas/${version}/record.xsd`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
      const xsd = await response.text();
      const xml = envelopes.get(version)!.outputs.xml;
      expect(xsdProblems(xsd, xml)).toEqual([]);
      // The XSD is not a formality: an output with a field out of place or a malformed UN number fails.
      const misplaced = xml.replace(/<sds_extraction>/, '<sds_extraction>\n  <un_number>UN1090</un_number>');
      expect(xsdProblems(xsd, misplaced)).not.toEqual([]);
    });
  });

  it('answers 404 not_found for an unknown schema version', async () => {
    const response = await specFetch(`${api.baseUrl}/v1/schemas/2019-01/record.xsd`);
    const problem = await expectProblem(response, 404, 'not_found');
    expect(problem.detail).toContain('2025-06');
  });
});
