/** Where the versions are stored: the users table, through the auth module's repository. */
export interface SessionVersionStore {
  sessionVersion(userId: string): Promise<number | undefined>;
  bumpSessionVersion(userId: string): Promise<number | undefined>;
}

/**
 * The versions as every node sees them (Redis, docs/decisions/032). Any method may throw while
 * the shared store is away; the node then falls back to its own cache.
 */
export interface SharedSessionVersions {
  /** The version held for the user; undefined when none is. */
  get(userId: string): Promise<number | undefined>;
  /** A version just read from the database: kept only if none is held (never undoes a bump). */
  offer(userId: string, version: number): Promise<void>;
  /** A version just bumped: replaces a lower one. */
  raise(userId: string, version: number): Promise<void>;
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
  /**
   * Ends every access token the user holds: on every node at once through the shared versions,
   * else on this node at once and on the others within the TTL.
   */
  revokeAll(userId: string): Promise<number | undefined>;
}

/** Per-request check of the token's session version, read through a small in-process cache. */
export function createSessionVersions(options: {
  users: SessionVersionStore;
  ttlMs?: number;
  /** Monotonic milliseconds; the cache's age is real time, not the shop's test clock. */
  monotonicNow?: () => number;
  /** With several nodes: read and bumped there, so a revocation holds on every node at once. */
  shared?: SharedSessionVersions;
  onSharedFailure?: (error: unknown) => void;
}): SessionVersions {
  const { shared } = options;
  const ttlMs = options.ttlMs ?? SESSION_VERSION_TTL_MS;
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  const cache = new Map<string, { version: number; readAt: number }>();

  function remember(userId: string, version: number) {
    cache.delete(userId);
    cache.set(userId, { version, readAt: monotonicNow() });
    // Map keeps insertion order: the first key is the one read longest ago.
    if (cache.size > MAX_CACHED_USERS) cache.delete(cache.keys().next().value!);
  }

  async function currentLocally(userId: string) {
    const cached = cache.get(userId);
    if (cached && monotonicNow() - cached.readAt < ttlMs) return cached.version;
    const version = await options.users.sessionVersion(userId);
    if (version === undefined) cache.delete(userId);
    else remember(userId, version);
    return version;
  }

  async function currentShared(shared: SharedSessionVersions, userId: string) {
    const held = await shared.get(userId);
    if (held !== undefined) return held;
    const version = await options.users.sessionVersion(userId);
    if (version !== undefined) {
      await shared
        .offer(userId, version)
        .catch((error: unknown) => options.onSharedFailure?.(error));
    }
    return version;
  }

  return {
    async current(userId) {
      if (shared) {
        try {
          return await currentShared(shared, userId);
        } catch (error) {
          options.onSharedFailure?.(error);
        }
      }
      return currentLocally(userId);
    },

    async revokeAll(userId) {
      const version = await options.users.bumpSessionVersion(userId);
      if (version !== undefined) {
        remember(userId, version);
        await shared
          ?.raise(userId, version)
          .catch((error: unknown) => options.onSharedFailure?.(error));
      }
      return version;
    },
  };
}
