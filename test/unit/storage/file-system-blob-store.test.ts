import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createBlobStore, FileSystemBlobStore } from '../../../src/storage/blob/index.js';

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}

describe('the file-system blob store', () => {
  let root: string;
  let store: FileSystemBlobStore;
  const pdfBytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
  const digest = createHash('sha256').update(pdfBytes).digest('hex');

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'sds-blob-test-'));
    store = new FileSystemBlobStore(root);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores bytes under their SHA-256 and gives them back unchanged', async () => {
    const stored = await store.put(pdfBytes);
    expect(stored).toEqual({ ref: `sha256:${digest}`, size: pdfBytes.byteLength });
    await expect(store.has(stored.ref)).resolves.toBe(true);
    expect(Buffer.from(await store.get(stored.ref)).equals(Buffer.from(pdfBytes))).toBe(true);
    expect(await filesUnder(root)).toEqual([path.join(digest.slice(0, 2), digest.slice(2, 4), digest)]);
  });

  it('stores the same content once, however often and however concurrently it is put', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => store.put(pdfBytes)));
    expect(new Set(results.map((result) => result.ref))).toEqual(new Set([`sha256:${digest}`]));
    expect(await filesUnder(root)).toHaveLength(1);
  });

  it('keeps different contents apart', async () => {
    const other = new TextEncoder().encode('%PDF-1.4\nanother document\n');
    const [first, second] = await Promise.all([store.put(pdfBytes), store.put(other)]);
    expect(first.ref).not.toBe(second.ref);
    expect(Buffer.from(await store.get(second.ref)).toString()).toBe('%PDF-1.4\nanother document\n');
    expect(await filesUnder(root)).toHaveLength(2);
  });

  it('stores an empty file like any other', async () => {
    const stored = await store.put(new Uint8Array());
    expect(stored.size).toBe(0);
    await expect(store.get(stored.ref)).resolves.toEqual(new Uint8Array());
  });

  it('answers not_found for a reference with nothing stored, and deletes idempotently', async () => {
    const { ref } = await store.put(pdfBytes);
    await store.delete(ref);
    await expect(store.has(ref)).resolves.toBe(false);
    await expect(store.get(ref)).rejects.toMatchObject({ code: 'not_found' });
    await expect(store.delete(ref)).resolves.toBeUndefined();
  });

  it.each([
    'sha256:../../../../etc/passwd',
    `sha256:${'a'.repeat(63)}/`,
    `SHA256:${'a'.repeat(64)}`,
    `sha256:${'A'.repeat(64)}`,
    `sha256:${'a'.repeat(64)}\n`,
    `md5:${'a'.repeat(32)}`,
    '',
  ])('refuses the malformed reference %j before touching the disk', async (ref) => {
    for (const operation of [() => store.get(ref), () => store.has(ref), () => store.delete(ref)]) {
      await expect(operation()).rejects.toMatchObject({ code: 'invalid_request' });
    }
  });

  it('refuses to return a stored file whose content no longer matches its reference', async () => {
    const { ref } = await store.put(pdfBytes);
    await writeFile(path.join(root, digest.slice(0, 2), digest.slice(2, 4), digest), 'tampered');
    await expect(store.get(ref)).rejects.toThrow(/corrupt/);
  });

  it('lives under <dataDir>/blobs when created from the data directory', async () => {
    const { ref } = await createBlobStore({ dataDir: root }).put(pdfBytes);
    await expect(new FileSystemBlobStore(path.join(root, 'blobs')).has(ref)).resolves.toBe(true);
  });
});
