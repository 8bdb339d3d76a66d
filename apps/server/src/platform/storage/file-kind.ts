export interface FileKind {
  contentType: string;
  extension: string;
  image: boolean;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** What a file is by its first bytes; a name or a declared content type proves nothing. */
export function sniffFileKind(bytes: Buffer): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return { contentType: 'image/jpeg', extension: 'jpg', image: true };
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png', image: true };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp', image: true };
  }
  if (startsWith(bytes, ascii('%PDF-'))) {
    return { contentType: 'application/pdf', extension: 'pdf', image: false };
  }
  return null;
}
