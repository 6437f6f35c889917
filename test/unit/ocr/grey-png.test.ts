/** The orientation pass's image: a grey PNG whose pixels are the page's and whose pHYs states its dpi. */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { greyPng } from '../../../src/extraction/ocr/grey-png.js';

function physChunk(png: Buffer): { x: number; y: number; unit: number } | undefined {
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'pHYs') {
      const data = offset + 8;
      return { x: png.readUInt32BE(data), y: png.readUInt32BE(data + 4), unit: png.readUInt8(data + 8) };
    }
    offset += 12 + length;
  }
  return undefined;
}

describe('greyPng', () => {
  it('keeps every pixel and states the resolution in pixels per metre', async () => {
    const width = 5;
    const height = 3;
    const luminance = Uint8Array.from({ length: width * height }, (_, index) => index * 17);
    const png = greyPng(luminance, width, height, 300);

    expect(physChunk(png)).toEqual({ x: 11811, y: 11811, unit: 1 }); // 300 dpi
    const image = await loadImage(png);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const rgba = context.getImageData(0, 0, width, height).data;
    expect(Array.from({ length: width * height }, (_, pixel) => rgba[pixel * 4])).toEqual([...luminance]);
  });
});
