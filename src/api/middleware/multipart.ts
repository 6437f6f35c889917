/**
 * Multipart bodies held in memory within limits, as the API's single and bulk uploads and the
 * website's trial upload read them.
 */
import multer from '@koa/multer';
import type { Context, Middleware } from 'koa';

export interface MemoryMultipartLimits {
  fileBytes: number;
  files: number;
  fields: number;
  fieldBytes: number;
}

export function memoryMultipart(limits: MemoryMultipartLimits): multer.Instance {
  return multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: limits.fileBytes,
      files: limits.files,
      fields: limits.fields,
      fieldSize: limits.fieldBytes,
      parts: limits.files + limits.fields,
    },
  });
}

/** Reads the body with `upload`, throwing what `toServiceError` makes of a multer or busboy error. */
export async function readMultipart(
  ctx: Context,
  upload: Middleware,
  toServiceError: (error: unknown) => unknown,
): Promise<void> {
  try {
    await upload(ctx, async () => undefined);
  } catch (error) {
    throw toServiceError(error);
  }
}
