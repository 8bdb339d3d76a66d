/** Where the versions are stored: the users table, through the auth module's repository. */
export interface SessionVersionStore {
  sessionVersion(userId: string): Promise<number | undefined>;
  bumpSessionVersion(userId: string): Promise<number | undefined>;
}

/**
 * How long a node trusts the session version it read for a user. A revocation made on this node
 * takes effect at once (the bump writes through the cache); one made on another node sharing the
 * database takes effect here within this time (docs/decisions/008-access-token-revocation.md).
 */
export const SESSION_VERSION_TTL_MS = 5_000;
const MAX_CACHED_USERS = 50_000;

export interface SessionVersions {
  /** The user's current version; undefined when the user no longer exists. */
  current(userId: string): Promise<number | undefined>;
  /** Ends every access token the user holds (this node at once, others within the TTL). */
  revokeAll(userId: string): Promise<number | undefined>;
}

/** Per-request check of the token's session version, read through a small in-process cache. */
export function createSessionVersions(options: {
  users: SessionVersionStore;
  ttlMs?: number;
  /** Monotonic milliseconds; the cache's age is real time, not the shop's test clock. */
  monotonicNow?: () => number;
}): SessionVersions {
  const ttlMs = options.ttlMs ?? SESSION_VERSION_TTL_MS;
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  const cache = new Map<string, { version: number; readAt: number }>();

  function remember(userId: string, version: number) {
    cache.delete(userId);
    cache.set(userId, { version, readAt: monotonicNow() });
    // Map keeps insertion order: the first key is the one read longest ago.
    if (cache.size > MAX_CACHED_USERS) cache.delete(cache.keys().next().value!);
  }

  return {
    async current(userId) {
      const cached = cache.get(userId);
      if (cached && monotonicNow() - cached.readAt < ttlMs) return cached.version;
      const version = await options.users.sessionVersion(userId);
      if (version === undefined) cache.delete(userId);
      else remember(userId, version);
      return version;
    },

    async revokeAll(userId) {
      const version = await options.users.bumpSessionVersion(userId);
      if (version !== undefined) remember(userId, version);
      return version;
    },
  };
}
