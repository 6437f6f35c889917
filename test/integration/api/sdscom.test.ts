/**
 * GET /v1/extractions/{request_id}/sdscom end to end: a PDF extracted through the real workflow is
 * served as an eSDScom 5.6 document that validates against the official schema and reads back as the
 * envelope's record; everything the envelope would not show answers 404.
 */
import type { ExtractionEnvelope } from '../../../src/extraction/contract.js';
import { readSdscom } from '../../../src/extraction/render/sdscom/read.js';
import type { LayoutA } from '../../../src/extraction/schema/index.js';
import { SDSCOM_XSD } from '../../../scripts/shared-data.js';
import { sdscomErrors } from '../../../scripts/sdscom/validate.js';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { buildTruncatedPdf } from '../../fixtures/special-pdfs.js';
import { specFetch } from '../../support/openapi.js';
import { needing } from '../../support/shared-data.js';
import { startApiHarness, type ApiHarness } from './harness.js';
import { expectProblem, postExtraction } from './http.js';

describe('GET /v1/extractions/{request_id}/sdscom', () => {
  let api: ApiHarness;
  let key: { plaintext: string; id: string };

  const getSdscom = (requestId: string, plaintext: string) =>
    specFetch(`${api.baseUrl}/v1/extractions/${requestId}/sdscom`, {
      headers: { Authorization: `Bearer ${plaintext}` },
    });

  beforeAll(async () => {
    api = await startApiHarness({ database: 'sqlite' });
    key = await api.createKey();
  });

  afterAll(async () => {
    await api?.close();
  });

  needing(SDSCOM_XSD).it(
    'serves a succeeded extraction as a schema-valid eSDScom document with the envelope’s facts',
    async () => {
      const response = await postExtraction(api.baseUrl, {
        key: key.plaintext,
        file: { bytes: await buildTextSdsPdf(), name: 'acetone-sds.pdf' },
      });
      expect(response.status).toBe(200);
      const envelope = (await response.json()) as ExtractionEnvelope;
      const record = envelope.outputs.json as unknown as LayoutA;

      const sdscom = await getSdscom(envelope.request_id, key.plaintext);
      expect(sdscom.status).toBe(200);
      expect(sdscom.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await sdscom.text();
      expect(sdscomErrors(xml)).toEqual([]);
      expect(readSdscom(xml)).toMatchObject({
        product_name: record.product_identification.product_name,
        h_statements: record.hazards_identification.h_statements,
        un_number: record.transport_information.un_number,
      });
      expect(xml).toContain(`<EditingDate>${new Date().toISOString().slice(0, 10)}</EditingDate>`);
    },
  );

  it('answers 404 for another key’s extraction, an unknown one and a failed one', async () => {
    const response = await postExtraction(api.baseUrl, {
      key: key.plaintext,
      file: { bytes: await buildTextSdsPdf() },
    });
    const requestId = response.headers.get('x-request-id') ?? '';
    const stranger = await api.createKey();
    await expectProblem(await getSdscom(requestId, stranger.plaintext), 404, 'not_found');
    await expectProblem(
      await getSdscom('req_00000000000000000000000000000000', key.plaintext),
      404,
      'not_found',
    );

    const broken = await postExtraction(api.baseUrl, {
      key: key.plaintext,
      file: { bytes: await buildTruncatedPdf() },
    });
    const failed = await expectProblem(broken, 400, 'invalid_document');
    await expectProblem(await getSdscom(failed.request_id, key.plaintext), 404, 'not_found');
  });
});
