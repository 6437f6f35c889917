/**
 * Answers with a page image: private to whoever may see it (the sample's URL, the extraction's API
 * key), immutable, never sniffed.
 */
import type { Context } from 'koa';
import type { PageImage } from '../extraction/page-images.js';

export function sendPageImage(ctx: Context, image: PageImage): void {
  ctx.type = image.mediaType;
  ctx.set('Cache-Control', 'private, max-age=3600, immutable');
  ctx.body = image.bytes;
}
