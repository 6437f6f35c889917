/**
 * Blobs as files under `<root>/ab/cd/<hex>`. Writes go to a temporary file in the same directory and
 * are renamed into place, so a reader never sees a partial file and a crash leaves at most a stray
 * temporary file, never a wrong blob.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { blobRefOf, digestOfRef, readVerifiedBlob, type BlobStore, type StoredBlob } from './blob-store.js';

export class FileSystemBlobStore implements BlobStore {
  constructor(private readonly rootDir: string) {}

  async put(bytes: Uint8Array): Promise<StoredBlob> {
    const ref = blobRefOf(bytes);
    const target = this.pathOf(ref);
    if (!(await this.has(ref))) {
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    }
    return { ref, size: bytes.byteLength };
  }

  async get(ref: string): Promise<Uint8Array> {
    return readVerifiedBlob(ref, async () => new Uint8Array(await readFile(this.pathOf(ref))), isMissingFile);
  }

  async has(ref: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(ref))).isFile();
    } catch (error) {
      if (isMissingFile(error)) return false;
      throw error;
    }
  }

  async delete(ref: string): Promise<void> {
    await rm(this.pathOf(ref), { force: true });
  }

  private pathOf(ref: string): string {
    const digest = digestOfRef(ref);
    return path.join(this.rootDir, digest.slice(0, 2), digest.slice(2, 4), digest);
  }
}

// Checked by shape, not instanceof: errors from node:fs may come from another realm (vm contexts).
function isMissingFile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === 'ENOENT';
}
