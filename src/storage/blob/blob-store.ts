/**
 * Content-addressed storage for uploaded documents. A reference is `sha256:<hex>` of the bytes, so
 * the same file is stored once and a reference can travel through Temporal instead of the bytes.
 */
import { createHash } from 'node:crypto';
import { ServiceError } from '../../errors.js';

export interface StoredBlob {
  ref: string;
  size: number;
}

export interface BlobStore {
  put(bytes: Uint8Array): Promise<StoredBlob>;
  /** Rejects with ServiceError `not_found` when nothing is stored under the reference. */
  get(ref: string): Promise<Uint8Array>;
  has(ref: string): Promise<boolean>;
  /** Removes the blob; deleting an absent blob is not an error. */
  delete(ref: string): Promise<void>;
}

const REF_PATTERN = /^sha256:([0-9a-f]{64})$/;

export function blobRefOf(bytes: Uint8Array): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

/** The hex digest of a well-formed reference; anything else (including path tricks) is refused. */
export function digestOfRef(ref: string): string {
  const match = REF_PATTERN.exec(ref);
  if (!match?.[1]) {
    throw new ServiceError(
      'invalid_request',
      'Blob reference must look like sha256:<64 lowercase hex digits>.',
    );
  }
  return match[1];
}

export function blobNotFound(ref: string): ServiceError {
  return new ServiceError('not_found', `No stored file for ${ref}.`, { ref });
}

/**
 * Reads the blob stored under `ref` with `read`: an error `isMissing` recognises is `not_found`, and
 * bytes whose hash is not the reference are refused as corrupt rather than returned.
 */
export async function readVerifiedBlob(
  ref: string,
  read: () => Promise<Uint8Array>,
  isMissing: (error: unknown) => boolean,
): Promise<Uint8Array> {
  let bytes: Uint8Array;
  try {
    bytes = await read();
  } catch (error) {
    if (isMissing(error)) throw blobNotFound(ref);
    throw error;
  }
  if (blobRefOf(bytes) !== ref)
    throw new Error(`Stored file for ${ref} is corrupt: its content hash differs.`);
  return bytes;
}
