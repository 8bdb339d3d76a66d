import { describe, expect, it } from 'vitest';
import { createSessionVersions } from './session-versions';

function fakeUsers(initial: number) {
  const state = { version: initial, reads: 0 };
  return {
    state,
    users: {
      sessionVersion: async () => {
        state.reads += 1;
        return state.version;
      },
      bumpSessionVersion: async () => (state.version += 1),
    },
  };
}

describe('session versions', () => {
  it('reads a user once per TTL: the hot path is a map lookup', async () => {
    let now = 0;
    const { state, users } = fakeUsers(2);
    const versions = createSessionVersions({ users, ttlMs: 5_000, monotonicNow: () => now });
    expect(await versions.current('u1')).toBe(2);
    now = 4_999;
    expect(await versions.current('u1')).toBe(2);
    expect(state.reads).toBe(1);
  });

  it('sees a revocation made on this node at once', async () => {
    const { users } = fakeUsers(0);
    const versions = createSessionVersions({ users, monotonicNow: () => 0 });
    await versions.current('u1');
    expect(await versions.revokeAll('u1')).toBe(1);
    expect(await versions.current('u1')).toBe(1);
  });

  it('sees a revocation made by another node sharing the database within the TTL', async () => {
    let now = 0;
    const { state, users } = fakeUsers(0);
    const versions = createSessionVersions({ users, ttlMs: 5_000, monotonicNow: () => now });
    await versions.current('u1');
    state.version = 1; // another node bumped it
    expect(await versions.current('u1')).toBe(0);
    now = 5_000;
    expect(await versions.current('u1')).toBe(1);
  });
});
