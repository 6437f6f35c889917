/**
 * A genuinely password-protected PDF: the standard security handler, revision 2 (40-bit RC4, PDF
 * 1.4 section 3.5), with a user password. Readers need that password to open it.
 */
import { createHash } from 'node:crypto';
import { onePagePdfObjects, rawPdf, streamObject } from './raw-pdf.js';

const PASSWORD_PADDING = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
);
/** Printing and copying refused, as a protected datasheet would. */
const PERMISSIONS = -44;
const DOCUMENT_ID = Buffer.from('5d41402abc4b2a76b9719d911017c592', 'hex');

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const state = Array.from({ length: 256 }, (_, index) => index);
  let j = 0;
  for (let i = 0; i < 256; i += 1) {
    j = (j + state[i]! + key[i % key.length]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
  }
  const out = new Uint8Array(data.length);
  let i = 0;
  j = 0;
  for (let index = 0; index < data.length; index += 1) {
    i = (i + 1) & 0xff;
    j = (j + state[i]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
    out[index] = data[index]! ^ state[(state[i]! + state[j]!) & 0xff]!;
  }
  return out;
}

const md5 = (...parts: Uint8Array[]): Buffer => createHash('md5').update(Buffer.concat(parts)).digest();

function padded(password: string): Buffer {
  return Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PADDING]).subarray(0, 32);
}

function permissionBytes(): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32LE(PERMISSIONS);
  return bytes;
}

/** The one-page text document of `content`, encrypted so that it opens only with `userPassword`. */
export function encryptedOnePagePdf(
  content: string,
  userPassword: string,
  ownerPassword: string,
): Uint8Array {
  const owner = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(userPassword));
  const fileKey = md5(padded(userPassword), owner, permissionBytes(), DOCUMENT_ID).subarray(0, 5);
  const user = rc4(fileKey, PASSWORD_PADDING);
  const objects = onePagePdfObjects(content);
  const contentObjectNumber = 4;
  const objectKey = md5(
    fileKey,
    Buffer.from([contentObjectNumber & 0xff, (contentObjectNumber >> 8) & 0xff, 0, 0, 0]),
  ).subarray(0, 10);
  objects[contentObjectNumber - 1] = streamObject('', rc4(objectKey, Buffer.from(content, 'latin1')));
  const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
  objects.push(`<< /Filter /Standard /V 1 /R 2 /O <${hex(owner)}> /U <${hex(user)}> /P ${PERMISSIONS} >>`);
  return rawPdf({
    objects,
    trailer: `/Root 1 0 R /Encrypt ${objects.length} 0 R /ID [<${hex(DOCUMENT_ID)}> <${hex(DOCUMENT_ID)}>]`,
  });
}
