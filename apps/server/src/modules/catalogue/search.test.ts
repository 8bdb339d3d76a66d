import { describe, expect, it } from 'vitest';
import { orderHits } from './search';
import { searchNames } from './search-index';

describe('the order of search hits', () => {
  const names = searchNames([
    'narra bench',
    'narra table',
    'round narra table',
    'narra table lamp',
    'table',
  ]);

  it('puts the exact name first, then names starting with the search, then weight, then newest', () => {
    // Positions are newest first; weights in the index's whole-number unit.
    const docs = [0, 1, 2, 3, 4];
    const weights = [9, 1, 20, 1, 20];
    expect([...orderHits(names, 'narra table', docs, weights)]).toEqual([1, 3, 2, 4, 0]);
  });

  it('puts names a one-word search starts, even half-typed, before heavier matches', () => {
    const docs = [0, 1, 2, 3, 4];
    const weights = [1, 2, 30, 3, 30];
    expect([...orderHits(names, 'narra', docs, weights)]).toEqual([3, 1, 0, 2, 4]);
    expect([...orderHits(names, 'narr', docs, weights)]).toEqual([3, 1, 0, 2, 4]);
    expect([...orderHits(names, 'table', docs, weights)]).toEqual([4, 2, 3, 1, 0]);
  });

  it('breaks equal weights by position whatever order the hits came in', () => {
    const docs = [4, 2, 0];
    expect([...orderHits(names, 'sofa', docs, [5, 5, 5])]).toEqual([0, 2, 4]);
  });

  it('keeps positions and weights exact in a catalogue of millions', () => {
    const many = searchNames(Array.from({ length: 3_000_001 }, () => 'chair'));
    const order = orderHits(many, 'sofa', [3_000_000, 2_999_999, 7], [3_000_000, 3_000_000, 1]);
    expect([...order]).toEqual([2_999_999, 3_000_000, 7]);
  });
});
