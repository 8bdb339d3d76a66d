import type { SharedSessionVersions } from '../auth/session-versions';
import type { RedisLink } from './redis-link';

// Replaces the held version only with a higher one: a bump is never undone by a slower reader.
const RAISE = `
local held = tonumber(redis.call('GET', KEYS[1]))
if held == nil or tonumber(ARGV[1]) > held then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
end
return 0
`;

class RedisUnavailableError extends Error {
  constructor() {
    super('Redis is not connected');
  }
}

/**
 * Session versions held in Redis for `ttlMs` after each read or bump. The database stays the
 * truth: an entry that expires is read again from it, so a bump that could not be written here
 * (Redis away) still holds everywhere within `ttlMs`, as without Redis.
 */
export function redisSessionVersions(link: RedisLink, ttlMs: number): SharedSessionVersions {
  const key = (userId: string) => `${link.keyPrefix}session-version:${userId}`;
  const connected = () => {
    if (link.health() !== 'connected') throw new RedisUnavailableError();
    return link.client;
  };
  return {
    async get(userId) {
      const held = await connected().get(key(userId));
      return held === null ? undefined : Number(held);
    },
    async offer(userId, version) {
      await connected().set(key(userId), String(version), 'PX', ttlMs, 'NX');
    },
    async raise(userId, version) {
      await connected().eval(RAISE, 1, key(userId), String(version), String(ttlMs));
    },
  };
}
