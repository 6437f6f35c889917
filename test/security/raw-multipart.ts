/**
 * Multipart bodies built byte by byte (names in any encoding, any number of parts, bodies cut
 * short) and sent over plain node:http, which neither fixes nor refuses what it is given. The
 * request is raw; the answer is still checked against openapi.yaml like every other response.
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import { specProblems } from '../support/openapi.js';

export const BOUNDARY = 'hostile-boundary-7f3a';

export interface RawPart {
  name: string;
  /** Bytes of the file name as they go on the wire (any encoding). */
  fileName?: Uint8Array | string;
  contentType?: string;
  body: Uint8Array | string;
}

const bytes = (value: Uint8Array | string): Buffer =>
  typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value);

export function multipartBody(parts: RawPart[], { closed = true }: { closed?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"`));
    if (part.fileName !== undefined)
      chunks.push(Buffer.from('; filename="'), bytes(part.fileName), Buffer.from('"'));
    if (part.contentType) chunks.push(Buffer.from(`\r\nContent-Type: ${part.contentType}`));
    chunks.push(Buffer.from('\r\n\r\n'), bytes(part.body), Buffer.from('\r\n'));
  }
  if (closed) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

function fetchHeaders(headers: http.IncomingHttpHeaders): Headers {
  const converted = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    for (const single of [value ?? []].flat()) converted.append(name, single);
  }
  return converted;
}

/**
 * Sends a body (bytes, or a stream for bodies too large to build), checks the answer against
 * openapi.yaml and reads it as JSON.
 */
export function sendRaw(
  url: string,
  options: { method?: string; headers: Record<string, string>; body: Buffer | Readable },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'POST', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const problems = specProblems({
            method: options.method ?? 'POST',
            url,
            status: response.statusCode ?? 0,
            headers: fetchHeaders(response.headers),
            body: text,
          });
          if (problems.length > 0) {
            reject(new Error(`Response does not match openapi.yaml:\n${problems.join('\n')}`));
            return;
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          });
        });
        response.on('error', reject);
      },
    );
    // The server may answer and close before the whole body is sent: that is the point of some tests.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    if (Buffer.isBuffer(options.body)) request.end(options.body);
    else options.body.pipe(request);
  });
}

/** `totalBytes` of filler streamed lazily, so a huge body never sits in the test's memory. */
export function fillerStream(prefix: Buffer, totalBytes: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sent = 0;
  let prefixSent = false;
  return new Readable({
    read() {
      if (!prefixSent) {
        prefixSent = true;
        this.push(prefix);
        return;
      }
      if (sent >= totalBytes) {
        this.push(null);
        return;
      }
      const size = Math.min(chunk.length, totalBytes - sent);
      sent += size;
      this.push(chunk.subarray(0, size));
    },
  });
}
