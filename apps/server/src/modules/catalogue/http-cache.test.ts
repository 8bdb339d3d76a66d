import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '../../lib/utf8-bytes';
import { cachedBody, encodedJson, etagMatches, joinedBody } from './http-cache';

describe('kept response bodies', () => {
  it('joins text and encoded pieces into exactly the UTF-8 of the whole text', () => {
    const item = encodedJson('{"name":"Piña sofa","price":"₱12,500"}');
    const joined = joinedBody(['{"data":[', item, ',', item, '],"meta":', '{"total":2}', '}']).body;
    const text = `{"data":[${item.bytes.toString()},${item.bytes.toString()}],"meta":{"total":2}}`;
    expect(joined.toString('utf8')).toBe(text);
    expect(joined.byteLength).toBe(Buffer.byteLength(text));
    expect(JSON.parse(joined.toString('utf8')).data[1].price).toBe('₱12,500');
  });

  it('gives a joined body a validator that changes with any piece and stays for the same ones', () => {
    const sofa = encodedJson('{"name":"Sofa","price":"₱12,500"}');
    const list = (items: ReturnType<typeof encodedJson>[], total: number) =>
      joinedBody([
        '{"data":[',
        ...items.flatMap((item, i) => (i ? [',', item] : [item])),
        `],"meta":{"total":${total}}}`,
      ]);
    const etag = list([sofa], 1).etag;
    expect(list([encodedJson('{"name":"Sofa","price":"₱12,500"}')], 1).etag).toBe(etag);
    expect(list([encodedJson('{"name":"Sofa","price":"₱12,900"}')], 1).etag).not.toBe(etag);
    expect(list([sofa], 2).etag).not.toBe(etag);
    expect(list([sofa, sofa], 1).etag).not.toBe(etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('gives the same body the same validator whether it came as text or bytes', () => {
    const text = '{"data":[{"name":"Narra bench"}]}';
    const fromText = cachedBody(text);
    expect(fromText.body.toString('utf8')).toBe(text);
    expect(cachedBody(utf8Bytes(text)).etag).toBe(fromText.etag);
    expect(cachedBody('{"data":[]}').etag).not.toBe(fromText.etag);
    expect(etagMatches(`W/${fromText.etag}, "other"`, fromText.etag)).toBe(true);
  });

  it('keeps a small body in a buffer of its own, not a shared pool slab', () => {
    const small = utf8Bytes('{"ok":true}');
    expect(small.buffer.byteLength).toBe(small.byteLength);
  });
});
