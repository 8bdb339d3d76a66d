import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '../../lib/utf8-bytes';
import { cachedBody, etagMatches, joinBytes } from './http-cache';

describe('kept response bodies', () => {
  it('joins text and encoded pieces into exactly the UTF-8 of the whole text', () => {
    const item = utf8Bytes('{"name":"Piña sofa","price":"₱12,500"}');
    const joined = joinBytes(['{"data":[', item, ',', item, '],"meta":', '{"total":2}', '}']);
    const text = `{"data":[${item.toString()},${item.toString()}],"meta":{"total":2}}`;
    expect(joined.toString('utf8')).toBe(text);
    expect(joined.byteLength).toBe(Buffer.byteLength(text));
    expect(JSON.parse(joined.toString('utf8')).data[1].price).toBe('₱12,500');
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
