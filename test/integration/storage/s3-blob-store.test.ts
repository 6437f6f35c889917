import { createHash } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../../../src/config.js';
import { createBlobStore, S3BlobStore } from '../../../src/storage/blob/index.js';
import {
  startTestS3Server,
  TEST_S3_CREDENTIALS,
  TEST_S3_REGION,
  type TestS3Server,
} from '../../support/s3-server.js';

const BUCKET = 'sds-blobs';

describe('the S3 blob store, against a real S3-compatible server', () => {
  let server: TestS3Server;
  let inspector: S3Client;
  const stores: S3BlobStore[] = [];
  const pdfBytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
  const digest = createHash('sha256').update(pdfBytes).digest('hex');

  function storeWithPrefix(prefix: string): S3BlobStore {
    const store = new S3BlobStore({
      bucket: BUCKET,
      prefix,
      region: TEST_S3_REGION,
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: TEST_S3_CREDENTIALS,
    });
    stores.push(store);
    return store;
  }

  async function keysUnder(prefix: string): Promise<string[]> {
    const listing = await inspector.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
  }

  beforeAll(async () => {
    server = await startTestS3Server();
    await server.createBucket(BUCKET);
    inspector = new S3Client({
      endpoint: server.endpoint,
      region: TEST_S3_REGION,
      forcePathStyle: true,
      credentials: TEST_S3_CREDENTIALS,
    });
  });

  afterAll(async () => {
    for (const store of stores) store.close();
    inspector?.destroy();
    await server?.stop();
  });

  it('stores bytes under their SHA-256 and gives them back unchanged', async () => {
    const store = storeWithPrefix('roundtrip/');
    const stored = await store.put(pdfBytes);
    expect(stored).toEqual({ ref: `sha256:${digest}`, size: pdfBytes.byteLength });
    await expect(store.has(stored.ref)).resolves.toBe(true);
    expect(Buffer.from(await store.get(stored.ref)).equals(Buffer.from(pdfBytes))).toBe(true);
    expect(await keysUnder('roundtrip/')).toEqual([`roundtrip/${digest.slice(0, 2)}/${digest}`]);
  });

  it('stores the same content once, however often and however concurrently it is put', async () => {
    const store = storeWithPrefix('dedup/');
    const other = new TextEncoder().encode('%PDF-1.4\nanother document\n');
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => store.put(pdfBytes)),
      store.put(other),
    ]);
    expect(new Set(results.map((result) => result.ref)).size).toBe(2);
    expect(await keysUnder('dedup/')).toHaveLength(2);
    expect(Buffer.from(await store.get(results[6]!.ref)).toString()).toBe('%PDF-1.4\nanother document\n');
  });

  it('answers not_found for a reference with nothing stored, and deletes idempotently', async () => {
    const store = storeWithPrefix('delete/');
    const { ref } = await store.put(pdfBytes);
    await store.delete(ref);
    await expect(store.has(ref)).resolves.toBe(false);
    await expect(store.get(ref)).rejects.toMatchObject({ code: 'not_found' });
    await expect(store.delete(ref)).resolves.toBeUndefined();
    expect(await keysUnder('delete/')).toEqual([]);
  });

  it('keeps deployments that share a bucket apart by prefix', async () => {
    const { ref } = await storeWithPrefix('tenant-a/').put(pdfBytes);
    await expect(storeWithPrefix('tenant-b/').has(ref)).resolves.toBe(false);
  });

  it.each(['sha256:../../etc/passwd', `sha256:${'A'.repeat(64)}`, `md5:${'a'.repeat(32)}`, ''])(
    'refuses the malformed reference %j before calling the server',
    async (ref) => {
      const store = storeWithPrefix('malformed/');
      for (const operation of [() => store.get(ref), () => store.has(ref), () => store.delete(ref)]) {
        await expect(operation()).rejects.toMatchObject({ code: 'invalid_request' });
      }
    },
  );

  it('refuses to return an object whose content no longer matches its reference', async () => {
    const store = storeWithPrefix('tampered/');
    const { ref } = await store.put(pdfBytes);
    await inspector.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `tampered/${digest.slice(0, 2)}/${digest}`,
        Body: 'tampered',
      }),
    );
    await expect(store.get(ref)).rejects.toThrow(/corrupt/);
  });

  it('reports a missing bucket as an error, not as an absent file', async () => {
    const store = new S3BlobStore({
      bucket: 'no-such-bucket',
      prefix: '',
      region: TEST_S3_REGION,
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: TEST_S3_CREDENTIALS,
    });
    stores.push(store);
    await expect(store.get(`sha256:${digest}`)).rejects.not.toMatchObject({ code: 'not_found' });
  });

  it('is the store BLOB_STORE=s3 configures, sharing files with any other process so configured', async () => {
    const config = loadConfig({
      BLOB_STORE: 's3',
      S3_BUCKET: BUCKET,
      S3_PREFIX: 'configured/',
      S3_ENDPOINT: server.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
    });
    const apiSide = createBlobStore(config);
    const workerSide = createBlobStore(config);
    expect(apiSide).toBeInstanceOf(S3BlobStore);
    stores.push(apiSide as S3BlobStore, workerSide as S3BlobStore);
    const { ref } = await apiSide.put(pdfBytes);
    expect(Buffer.from(await workerSide.get(ref)).equals(Buffer.from(pdfBytes))).toBe(true);
  });
});

describe('BLOB_STORE configuration', () => {
  it('defaults to the file system', () => {
    expect(loadConfig({}).blob).toEqual({ kind: 'fs' });
  });

  it('refuses s3 without a bucket, or with half a credential pair', () => {
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  it('refuses an unknown store kind', () => {
    expect(() => loadConfig({ BLOB_STORE: 'gcs' })).toThrow(/BLOB_STORE/);
  });
});
