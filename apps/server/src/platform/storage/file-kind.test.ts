import { describe, expect, it } from 'vitest';
import { sniffFileKind } from './file-kind';

describe('sniffFileKind', () => {
  it.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'image/jpeg', 'jpg'],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png', 'png'],
    [
      'WebP',
      [...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')],
      'image/webp',
      'webp',
    ],
    ['PDF', [...Buffer.from('%PDF-1.7\n')], 'application/pdf', 'pdf'],
  ])('recognises %s by its first bytes', (_name, bytes, contentType, extension) => {
    expect(sniffFileKind(Buffer.from(bytes))).toMatchObject({ contentType, extension });
  });

  it.each([
    ['text', Buffer.from('just some text pretending to be a photo')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated JPEG signature', Buffer.from([0xff, 0xd8])],
    ['RIFF that is not WebP', Buffer.from('RIFF....WAVEfmt ')],
    ['GIF', Buffer.from('GIF89a')],
    ['an SVG (scriptable)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffFileKind(bytes)).toBeNull();
  });
});
