import { describe, expect, it } from 'vitest';
import { deriveSeed, mulberry32, pickWeighted, randomInt, shuffle } from './prng.js';

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(first);
  });

  it('gives different sequences for different seeds', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });

  it('stays in [0, 1) and spreads values out', () => {
    const rng = mulberry32(7);
    const values = Array.from({ length: 10_000 }, () => rng());
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});

describe('helpers', () => {
  it('randomInt covers both ends of the range', () => {
    const rng = mulberry32(3);
    const seen = new Set(Array.from({ length: 500 }, () => randomInt(rng, 1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('shuffle returns a permutation without touching the input', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const output = shuffle(mulberry32(9), input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...output].sort((a, b) => a - b)).toEqual(input);
  });

  it('pickWeighted never returns a zero-weight entry', () => {
    const rng = mulberry32(11);
    for (let i = 0; i < 200; i++) {
      expect(
        pickWeighted(rng, [
          ['a', 1],
          ['b', 0],
        ]),
      ).toBe('a');
    }
  });

  it('deriveSeed gives distinct seeds per index', () => {
    const seeds = new Set(Array.from({ length: 10_000 }, (_, i) => deriveSeed(123, i)));
    expect(seeds.size).toBe(10_000);
  });
});
