/**
 * Two revisions of one generated English SDS, extracted through the API: the later one adds H317
 * (and with it Skin Sens. 1) and moves the revision date, so its changes have evidence on both
 * documents (the revision date) and on the later one only (the added statement).
 */
import { languageById } from '../../../src/extraction/languages/index.js';
import { buildLanguageSdsPdf, LANGUAGE_SDS_FACTS } from '../../fixtures/language-sds.js';
import { postExtraction } from './http.js';

export interface ExtractedSds {
  request_id: string;
  outputs: { json: { document: { page_count: number } } };
}

async function extract(baseUrl: string, key: string, bytes: Uint8Array): Promise<ExtractedSds> {
  const response = await postExtraction(baseUrl, { key, file: { bytes } });
  expect(response.status).toBe(200);
  return (await response.json()) as ExtractedSds;
}

export async function extractRevisionPair(
  baseUrl: string,
  key: string,
): Promise<{ earlier: ExtractedSds; later: ExtractedSds }> {
  const english = languageById('en')!;
  const later = { ...LANGUAGE_SDS_FACTS, revisionDate: '2025-09-30', hCodes: ['H225', 'H319', 'H317'] };
  return {
    earlier: await extract(baseUrl, key, await buildLanguageSdsPdf(english)),
    later: await extract(baseUrl, key, await buildLanguageSdsPdf(english, {}, later)),
  };
}
