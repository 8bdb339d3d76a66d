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

  it('with shared versions, sees a revocation made by another node at once', async () => {
    const { state, users } = fakeUsers(0);
    const held = new Map<string, number>();
    const shared = {
      get: async (userId: string) => held.get(userId),
      offer: async (userId: string, version: number) => {
        if (!held.has(userId)) held.set(userId, version);
      },
      raise: async (userId: string, version: number) => {
        held.set(userId, Math.max(version, held.get(userId) ?? -1));
      },
    };
    const here = createSessionVersions({ users, shared, monotonicNow: () => 0 });
    const there = createSessionVersions({ users, shared, monotonicNow: () => 0 });
    expect(await here.current('u1')).toBe(0);
    expect(await there.revokeAll('u1')).toBe(1);
    expect(await here.current('u1')).toBe(1);
    // One database read between both nodes: the first one offered it.
    expect(state.reads).toBe(1);
  });

  it('falls back to its own cache while the shared versions fail, and says so', async () => {
    const { state, users } = fakeUsers(3);
    const failures: unknown[] = [];
    const down = new Error('Redis is not connected');
    const shared = {
      get: async () => Promise.reject(down),
      offer: async () => Promise.reject(down),
      raise: async () => Promise.reject(down),
    };
    const versions = createSessionVersions({
      users,
      shared,
      monotonicNow: () => 0,
      onSharedFailure: (error) => failures.push(error),
    });
    expect(await versions.current('u1')).toBe(3);
    expect(await versions.current('u1')).toBe(3);
    expect(state.reads).toBe(1);
    expect(await versions.revokeAll('u1')).toBe(4);
    expect(await versions.current('u1')).toBe(4);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((error) => error === down)).toBe(true);
  });
});
