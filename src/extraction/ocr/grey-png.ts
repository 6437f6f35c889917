/**
 * An 8-bit grey PNG that states its resolution (a pHYs chunk). Tesseract's orientation detection reads
 * the resolution from the image itself, not from `user_defined_dpi`, and the PGM the recognition
 * reads has no field for it ("Invalid resolution 0 dpi"). PNG format: RFC 2083.
 */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const INCHES_PER_METRE = 39.3701;

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** `luminance` holds width × height bytes, row by row. */
export function greyPng(luminance: Uint8Array, width: number, height: number, dpi: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth; colour type 0 (grey), compression, filter, interlace: 0
  const pixelsPerMetre = Math.round(dpi * INCHES_PER_METRE);
  const physical = Buffer.alloc(9);
  physical.writeUInt32BE(pixelsPerMetre, 0);
  physical.writeUInt32BE(pixelsPerMetre, 4);
  physical.writeUInt8(1, 8); // unit: metre
  const rows = Buffer.alloc((width + 1) * height); // each row: filter type 0, then its pixels
  for (let row = 0; row < height; row += 1) {
    rows.set(luminance.subarray(row * width, (row + 1) * width), row * (width + 1) + 1);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('pHYs', physical),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
