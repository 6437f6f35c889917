import path from 'node:path';
import type { BlobStoreConfig } from '../../config.js';
import type { BlobStore } from './blob-store.js';
import { FileSystemBlobStore } from './file-system-blob-store.js';
import { S3BlobStore } from './s3.js';

export type { BlobStore, StoredBlob } from './blob-store.js';
export { blobRefOf } from './blob-store.js';
export { FileSystemBlobStore } from './file-system-blob-store.js';
export { S3BlobStore } from './s3.js';

export const BLOB_DIR_NAME = 'blobs';

/**
 * The blob store for this deployment (BLOB_STORE): files under `<dataDir>/blobs` by default, or an
 * S3-compatible bucket shared by workers on several hosts.
 */
export function createBlobStore(options: { dataDir: string; blob?: BlobStoreConfig }): BlobStore {
  if (options.blob?.kind === 's3') return new S3BlobStore(options.blob);
  return new FileSystemBlobStore(path.join(options.dataDir, BLOB_DIR_NAME));
}
