import { describe, expect, it } from 'vitest';
import { RenderedPageCache } from './rendered-page-cache';

const lengthOf = (page: string) => page.length;

describe('RenderedPageCache', () => {
  const snapshotA = {};
  const snapshotB = {};

  it('reuses a page for its URL while the snapshot is the same and the time has not run out', () => {
    let now = 0;
    const cache = new RenderedPageCache<string>(5_000, lengthOf, 1_000, () => now);
    cache.set('/products', snapshotA, '<html>a</html>');
    now = 4_999;
    expect(cache.get('/products', snapshotA)).toBe('<html>a</html>');
    expect(cache.get('/products?page=2', snapshotA)).toBeUndefined();
    now = 5_000;
    expect(cache.get('/products', snapshotA)).toBeUndefined();
  });

  it('drops a page rendered from an older catalogue snapshot', () => {
    const cache = new RenderedPageCache<string>(60_000, lengthOf);
    cache.set('/', snapshotA, 'old');
    expect(cache.get('/', snapshotB)).toBeUndefined();
    expect(cache.get('/', snapshotA)).toBeUndefined();
  });

  it('keeps nothing when turned off, and at most its size, the oldest pages going first', () => {
    const off = new RenderedPageCache<string>(0, lengthOf);
    off.set('/', snapshotA, 'page');
    expect(off.get('/', snapshotA)).toBeUndefined();

    const small = new RenderedPageCache<string>(60_000, lengthOf, 10);
    small.set('/a', snapshotA, 'aaaa');
    small.set('/b', snapshotA, 'bbbb');
    small.set('/c', snapshotA, 'cccc');
    expect(small.get('/a', snapshotA)).toBeUndefined();
    expect(small.get('/b', snapshotA)).toBe('bbbb');
    expect(small.get('/c', snapshotA)).toBe('cccc');
    expect(small.size).toBe(8);
    small.set('/huge', snapshotA, 'x'.repeat(11));
    expect(small.get('/huge', snapshotA)).toBeUndefined();
    expect(small.size).toBe(8);
  });

  it('lets go of pages past their time as new ones arrive, even when never asked for again', () => {
    let now = 0;
    const cache = new RenderedPageCache<string>(5_000, lengthOf, 1_000, () => now);
    for (let page = 0; page < 50; page++) cache.set(`/product/${page}`, snapshotA, 'x'.repeat(10));
    expect(cache.size).toBe(500);
    now = 6_000;
    cache.set('/', snapshotA, 'home');
    expect(cache.size).toBe(4);
  });
});
