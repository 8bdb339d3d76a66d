import { describe, expect, test } from 'vitest';
import { readAsDataUrl } from './read-as-data-url';

describe('readAsDataUrl', () => {
  test('encodes the bytes as base64 with the blob type', async () => {
    const url = await readAsDataUrl(new Blob(['hello'], { type: 'image/png' }));
    expect(url).toBe(`data:image/png;base64,${btoa('hello')}`);
  });

  test('a given type wins over the blob type; no type at all is octet-stream', async () => {
    expect(await readAsDataUrl(new Blob(['x'], { type: 'text/html' }), 'image/webp')).toBe(
      `data:image/webp;base64,${btoa('x')}`,
    );
    expect(await readAsDataUrl(new Blob(['x']))).toBe(
      `data:application/octet-stream;base64,${btoa('x')}`,
    );
  });

  test('large files are encoded whole (in slices)', async () => {
    const bytes = new Uint8Array(0x8000 * 2 + 5).map((_, index) => index % 256);
    const url = await readAsDataUrl(new Blob([bytes], { type: 'image/jpeg' }));
    const decoded = atob(url.slice('data:image/jpeg;base64,'.length));
    expect(decoded.length).toBe(bytes.length);
    expect(decoded.charCodeAt(0x8000 + 3)).toBe((0x8000 + 3) % 256);
  });
});
