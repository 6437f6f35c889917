/**
 * What the viewer may show before the lead gate: the first lines of each output. The full outputs
 * leave the server only through /api/sample-output-access.
 */
import type { ExtractionOutputs } from '../../extraction/contract.js';
import type { OutputFormat } from '../../storage/repositories/site-tables.js';

export const PREVIEW_LINES = 30;

export interface OutputPreview {
  text: string;
  truncated: boolean;
}

export function outputText(outputs: ExtractionOutputs, format: OutputFormat): string {
  if (format === 'json') return JSON.stringify(outputs.json, null, 2);
  return format === 'xml' ? outputs.xml : outputs.csv;
}

export function previewOf(outputs: ExtractionOutputs, format: OutputFormat): OutputPreview {
  const lines = outputText(outputs, format).split('\n');
  return { text: lines.slice(0, PREVIEW_LINES).join('\n'), truncated: lines.length > PREVIEW_LINES };
}

export function previewsOf(outputs: ExtractionOutputs): Record<OutputFormat, OutputPreview> {
  return { json: previewOf(outputs, 'json'), xml: previewOf(outputs, 'xml'), csv: previewOf(outputs, 'csv') };
}
