import { describe, expect, it } from 'vitest';
import { lockDurationMs } from './policy';

describe('lockDurationMs (login backoff)', () => {
  it('locks nothing before five consecutive failures', () => {
    expect([0, 1, 4].map(lockDurationMs)).toEqual([0, 0, 0]);
  });

  it('locks 30 s at the fifth failure and doubles with each one after, up to 15 minutes', () => {
    expect([5, 6, 7, 8].map(lockDurationMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(lockDurationMs(10)).toBe(15 * 60_000);
    expect(lockDurationMs(50)).toBe(15 * 60_000);
  });
});
