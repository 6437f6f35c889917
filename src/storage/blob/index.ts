import path from 'node:path';
import type { BlobStore } from './blob-store.js';
import { FileSystemBlobStore } from './file-system-blob-store.js';

export type { BlobStore, StoredBlob } from './blob-store.js';
export { blobRefOf } from './blob-store.js';
export { FileSystemBlobStore } from './file-system-blob-store.js';

export const BLOB_DIR_NAME = 'blobs';

/** The blob store for this deployment: files under `<dataDir>/blobs`. */
export function createBlobStore(options: { dataDir: string }): BlobStore {
  return new FileSystemBlobStore(path.join(options.dataDir, BLOB_DIR_NAME));
}
