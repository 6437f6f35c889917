/**
 * Long SDSs are SDSs: an extended SDS of 1,000 pages (exposure scenarios) extracts through the API,
 * answering 202 with its status URL when it runs past the synchronous wait; one page more is refused
 * up front with the limit and the count as problem members.
 */
import type { ExtractionEnvelope } from '../../../src/extraction/contract.js';
import { buildExtendedSdsPdf } from '../../fixtures/extended-sds.js';
import { DEFAULT_SDS_FACTS } from '../../fixtures/sds-pdf.js';
import { specFetch } from '../../support/openapi.js';
import { startApiHarness, type ApiHarness } from './harness.js';
import { expectProblem, postExtraction } from './http.js';

const DEFAULT_MAX_PAGES = 1000;
// A thousand pages through pdf.js and the engine on a loaded 2-core runner.
const LONG_DOCUMENT_TIMEOUT_MS = 600_000;

describe('an extended SDS of the default page limit', () => {
  let api: ApiHarness;
  let key: string;

  beforeAll(async () => {
    // A short synchronous wait: the long document takes the 202 path.
    api = await startApiHarness({ environment: { SYNC_TIMEOUT_MS: '1000' } });
    key = (await api.createKey()).plaintext;
  });

  afterAll(async () => {
    await api?.close();
  });

  it(
    'extracts all 1,000 pages, answering 202 with a status URL that serves the envelope',
    async () => {
      const response = await postExtraction(api.baseUrl, {
        key,
        file: { bytes: await buildExtendedSdsPdf(DEFAULT_MAX_PAGES) },
      });
      expect(response.status).toBe(202);
      const accepted = (await response.json()) as { request_id: string; status_url: string };
      await api.temporal.workflow.getHandle(accepted.request_id).result();
      const done = await specFetch(accepted.status_url, { headers: { Authorization: `Bearer ${key}` } });
      expect(done.status).toBe(200);
      const envelope = (await done.json()) as ExtractionEnvelope;
      const record = envelope.outputs.json as {
        document: { page_count: number; text_source: string };
        product_identification: { product_name: string };
      };
      expect(record.document).toMatchObject({ page_count: DEFAULT_MAX_PAGES, text_source: 'native' });
      expect(record.product_identification.product_name).toBe(DEFAULT_SDS_FACTS.productName);
      expect(envelope.warnings.map((warning) => warning.code)).not.toContain('pages_not_read');
    },
    LONG_DOCUMENT_TIMEOUT_MS,
  );

  it('refuses one page more before storing it, naming max_pages and page_count', async () => {
    const response = await postExtraction(api.baseUrl, {
      key,
      file: { bytes: await buildExtendedSdsPdf(DEFAULT_MAX_PAGES + 1) },
    });
    const problem = await expectProblem(response, 400, 'invalid_document');
    expect(problem).toMatchObject({ max_pages: DEFAULT_MAX_PAGES, page_count: DEFAULT_MAX_PAGES + 1 });
    expect(await api.db.extractions.get(problem.request_id)).toBeNull();
  });
});
