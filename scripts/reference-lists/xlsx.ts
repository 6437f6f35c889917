import { inflateRawSync } from 'node:zlib';

/**
 * The cells of an Excel workbook's first sheet, for the rebuild of reference lists published as .xlsx.
 * An .xlsx file is a zip archive of XML parts: the archive is read through its central directory and
 * the sheet's cells resolved against the shared strings.
 */

const CENTRAL_DIRECTORY_END = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const DEFLATE = 8;

function zipParts(archive: Buffer): Map<string, Buffer> {
  let end = archive.length - 22;
  while (end >= 0 && archive.readUInt32LE(end) !== CENTRAL_DIRECTORY_END) end -= 1;
  if (end < 0) throw new Error('not a zip archive (no end of central directory)');
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const parts = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) throw new Error('corrupt zip directory');
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localHeader = archive.readUInt32LE(offset + 42);
    const name = archive.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (archive.readUInt32LE(localHeader) !== LOCAL_FILE_HEADER) throw new Error(`corrupt zip entry ${name}`);
    const dataStart =
      localHeader + 30 + archive.readUInt16LE(localHeader + 26) + archive.readUInt16LE(localHeader + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    parts.set(name, method === DEFLATE ? inflateRawSync(data) : data);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function xmlText(xml: string): string {
  return [...xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)]
    .map((match) => match[1] ?? '')
    .join('')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name.startsWith('#x')
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : (XML_ENTITIES[name] ?? entity),
    );
}

/** One row of a sheet: its cells' text keyed by column letters (`A`, `B`, …). */
export type SheetRow = Record<string, string>;

/** The rows of the workbook's sheet `sheet` (1 = the first), empty rows left out. */
export function xlsxRows(workbook: Buffer, sheet = 1): SheetRow[] {
  const parts = zipParts(workbook);
  const sheetXml = parts.get(`xl/worksheets/sheet${sheet}.xml`)?.toString('utf8');
  if (sheetXml === undefined) throw new Error(`the workbook has no sheet ${sheet}`);
  const sharedStrings = [
    ...(parts.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g),
  ].map((match) => xmlText(match[1] ?? ''));
  return [...sheetXml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: SheetRow = {};
    for (const cell of (row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? '';
      const column = /\br="([A-Z]+)\d+"/.exec(attributes)?.[1];
      if (!column) continue;
      const body = cell[2] ?? '';
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const value = /<v>([^<]*)<\/v>/.exec(body)?.[1] ?? '';
      cells[column] =
        type === 's' ? (sharedStrings[Number(value)] ?? '') : type === 'inlineStr' ? xmlText(body) : value;
    }
    return cells;
  });
}
