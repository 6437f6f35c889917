/**
 * Blobs as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, ...), so workers on other hosts
 * share the files the API stored. Keys are `<prefix><ab>/<hex>`; an object is written in one PUT,
 * so a reader never sees a partial blob, and S3 checks the SHA-256 it is sent against the bytes.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { blobRefOf, digestOfRef, readVerifiedBlob, type BlobStore, type StoredBlob } from './blob-store.js';

export interface S3BlobStoreOptions {
  bucket: string;
  /** Key prefix, e.g. `blobs/`; lets one bucket serve several deployments. */
  prefix: string;
  region: string;
  /** Endpoint of a non-AWS server (MinIO, ...); AWS itself when unset. */
  endpoint?: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Explicit credentials; otherwise the AWS SDK's default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3BlobStoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
    });
  }

  async put(bytes: Uint8Array): Promise<StoredBlob> {
    const ref = blobRefOf(bytes);
    if (!(await this.has(ref))) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: this.keyOf(ref),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: 'application/octet-stream',
          ChecksumSHA256: Buffer.from(digestOfRef(ref), 'hex').toString('base64'),
        }),
      );
    }
    return { ref, size: bytes.byteLength };
  }

  async get(ref: string): Promise<Uint8Array> {
    const read = async (): Promise<Uint8Array> => {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(ref) }),
      );
      if (!object.Body) throw new Error(`S3 returned no body for ${ref}`);
      return object.Body.transformToByteArray();
    };
    return readVerifiedBlob(ref, read, isMissingObject);
  }

  async has(ref: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(ref) }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  async delete(ref: string): Promise<void> {
    // S3 answers 204 for an absent key too, which is the idempotent delete the interface promises.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(ref) }));
  }

  /** Releases the client's sockets (for short-lived processes and tests). */
  close(): void {
    this.client.destroy();
  }

  private keyOf(ref: string): string {
    const digest = digestOfRef(ref);
    return `${this.options.prefix}${digest.slice(0, 2)}/${digest}`;
  }
}

// GET answers NoSuchKey, HEAD a bodiless 404 the SDK names NotFound. A missing bucket (NoSuchBucket,
// also a 404) is a misconfiguration, not an absent file, so the status code alone is not enough.
function isMissingObject(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}
