import { describe, expect, it } from 'vitest';
import { htmlPage, htmlPageBytes } from './html-response';

const page = (price: string, data: string) =>
  `<html><body><p>${price}</p><script type="application/json" id="page-data">${data}</script></body></html>`;

describe('htmlPage', () => {
  it('keeps the page as UTF-8 bytes and weighs them with room for the compressed bodies', () => {
    const built = htmlPage(page('₱23,999.00', '{}'), 200);
    expect(built.body.toString('utf8')).toBe(page('₱23,999.00', '{}'));
    // ₱ is three bytes in UTF-8; a two-byte string would have counted the whole page twice.
    expect(built.body.byteLength).toBe(page('P23,999.00', '{}').length + 2);
    expect(htmlPageBytes(built)).toBe(Math.ceil((built.body.byteLength * 4) / 3));
  });

  it("tags the page without its data's read times, and tells a changed page apart", () => {
    const first = htmlPage(page('₱23,999.00', '{"readAt":1}'), 200);
    expect(htmlPage(page('₱23,999.00', '{"readAt":2}'), 200).etag).toBe(first.etag);
    expect(htmlPage(page('₱21,999.00', '{"readAt":1}'), 200).etag).not.toBe(first.etag);
  });
});
