import { describe, expect, it } from 'vitest';
import { LruCache } from './lru';

describe('LruCache', () => {
  it('drops the least recently used entries once over its size', () => {
    const cache = new LruCache<string>(10, (value) => value.length);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa');
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    expect(cache.size).toBe(2);
  });

  it('never keeps a value larger than the whole cache, and replaces a key in place', () => {
    const cache = new LruCache<string>(5, (value) => value.length);
    expect(cache.set('big', 'x'.repeat(6))).toBe('x'.repeat(6));
    expect(cache.get('big')).toBeUndefined();
    cache.set('k', 'abc');
    cache.set('k', 'de');
    expect(cache.get('k')).toBe('de');
    expect(cache.size).toBe(1);
  });
});
