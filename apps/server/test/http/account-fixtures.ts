import { randomBytes } from 'node:crypto';

export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  randomBytes(64),
]);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

export interface UploadFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string>, files: UploadFile[] = []) {
  const boundary = `----shop${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const front = (
  bytes: Buffer = JPEG,
  filename = 'front.jpg',
  contentType = 'image/jpeg',
) => ({
  field: 'front',
  filename,
  contentType,
  bytes,
});
export const back = (bytes: Buffer = PNG) => ({
  field: 'back',
  filename: 'back.png',
  contentType: 'image/png',
  bytes,
});
export const pdf = (bytes: Buffer = PDF) => ({
  field: 'pdf',
  filename: 'id.pdf',
  contentType: 'application/pdf',
  bytes,
});

export const PASSPORT = { type: 'passport', number: 'P1234567A', expiry: '2031-05-20' };
