import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitHeapGrowth } from './heap-growth';

describe('limitHeapGrowth', () => {
  afterEach(() => vi.restoreAllMocks());

  it("sets V8's growing factor to the percent asked for", () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    limitHeapGrowth(20);
    expect(setFlags).toHaveBeenCalledWith('--heap-growing-percent=20');
  });

  it("leaves V8's own choice at 0", () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    limitHeapGrowth(0);
    expect(setFlags).not.toHaveBeenCalled();
  });
});
