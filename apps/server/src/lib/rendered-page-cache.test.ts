import { describe, expect, it } from 'vitest';
import { RenderedPageCache } from './rendered-page-cache';

describe('RenderedPageCache', () => {
  const snapshotA = {};
  const snapshotB = {};

  it('reuses a page for its URL while the snapshot is the same and the time has not run out', () => {
    let now = 0;
    const cache = new RenderedPageCache<string>(5_000, 10, () => now);
    cache.set('/products', snapshotA, '<html>a</html>');
    now = 4_999;
    expect(cache.get('/products', snapshotA)).toBe('<html>a</html>');
    expect(cache.get('/products?page=2', snapshotA)).toBeUndefined();
    now = 5_000;
    expect(cache.get('/products', snapshotA)).toBeUndefined();
  });

  it('drops a page rendered from an older catalogue snapshot', () => {
    const cache = new RenderedPageCache<string>(60_000);
    cache.set('/', snapshotA, 'old');
    expect(cache.get('/', snapshotB)).toBeUndefined();
    expect(cache.get('/', snapshotA)).toBeUndefined();
  });

  it('keeps nothing when turned off, and at most its entry count', () => {
    const off = new RenderedPageCache<string>(0);
    off.set('/', snapshotA, 'page');
    expect(off.get('/', snapshotA)).toBeUndefined();

    const small = new RenderedPageCache<string>(60_000, 2);
    small.set('/a', snapshotA, 'a');
    small.set('/b', snapshotA, 'b');
    small.set('/c', snapshotA, 'c');
    expect(small.get('/a', snapshotA)).toBeUndefined();
    expect(small.get('/b', snapshotA)).toBe('b');
    expect(small.get('/c', snapshotA)).toBe('c');
  });
});
