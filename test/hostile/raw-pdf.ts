/**
 * Writes PDFs byte by byte, for hostile documents no PDF library would produce: objects are given
 * as their source text (or bytes), the cross-reference table and trailer are computed, and any
 * part of the file can be damaged afterwards.
 */
export type ObjectBody = string | Uint8Array;

export interface RawPdfOptions {
  /** Object bodies, numbered from 1 in order; object 1 must be the catalog unless `trailer` says otherwise. */
  objects: ObjectBody[];
  /** Extra trailer entries (the /Size and /Root 1 0 R are written unless overridden here). */
  trailer?: string;
  version?: string;
}

const latin1 = (text: string): Uint8Array => Buffer.from(text, 'latin1');

export function concatBytes(parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts));
}

/** A stream object body: the dictionary entries (without /Length) and the raw (already encoded) data. */
export function streamObject(dictionary: string, data: Uint8Array): Uint8Array {
  return concatBytes([
    latin1(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    latin1('\nendstream'),
  ]);
}

export function rawPdf({ objects, trailer = '/Root 1 0 R', version = '1.7' }: RawPdfOptions): Uint8Array {
  const parts: Uint8Array[] = [latin1(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`)];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const bytes = concatBytes([
      latin1(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? latin1(body) : body,
      latin1('\nendobj\n'),
    ]);
    parts.push(bytes);
    offset += bytes.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f\r',
    ...offsets.map((position) => `${String(position).padStart(10, '0')} 00000 n\r`),
    'trailer',
    `<< /Size ${objects.length + 1} ${trailer} >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(latin1(xref));
  return concatBytes(parts);
}

/** The objects of a one-page document whose page draws `content` with Helvetica as /F1 (object 4 is the content). */
export function onePagePdfObjects(content: string, pageExtras = ''): ObjectBody[] {
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${pageExtras} >>`,
    streamObject('', latin1(content)),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
}

export function onePagePdf(content: string): Uint8Array {
  return rawPdf({ objects: onePagePdfObjects(content) });
}

/** A content stream that writes each line with Helvetica 11 pt down the page. */
export function textContent(lines: string[]): string {
  const escaped = lines.map((line) => `(${line.replace(/[()\\]/g, (c) => `\\${c}`)}) Tj T*`);
  return ['BT', '/F1 11 Tf', '14 TL', '50 800 Td', ...escaped, 'ET'].join('\n');
}
