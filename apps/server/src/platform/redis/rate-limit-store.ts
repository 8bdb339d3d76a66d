import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisLink } from './redis-link';

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;
type PluginSettings = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** `read` (a count without incrementing) is in the stores but not yet in the plugin's typings. */
type Store = FastifyRateLimitStore & {
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
};

/**
 * @fastify/rate-limit's own Redis store while Redis answers, its own in-memory store while it
 * does not: a node never fails a request, nor lets it through unlimited, because Redis is away.
 * The counts made in memory meanwhile stay on that node (docs/decisions/032).
 */
class SharedOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly link: RedisLink,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.run('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.run('read', key, callback, timeWindow, max);
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new SharedOrLocalStore(
      this.link,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
    );
  }

  private run(
    method: 'incr' | 'read',
    key: string,
    callback: Callback,
    timeWindow: number,
    max: number,
  ) {
    const local = () => this.local[method]!(key, callback, timeWindow, max);
    if (this.link.health() !== 'connected') return local();
    this.shared[method]!(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.link.reportFailure(error, 'rate limit');
        local();
      },
      timeWindow,
      max,
    );
  }
}

/** The `store` option of @fastify/rate-limit: counters in Redis under the link's prefix. */
export function sharedRateLimitStore(link: RedisLink): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its resolved settings, which carry these two flags too.
      const settings = options as FastifyRateLimitOptions & PluginSettings;
      const continueExceeding = settings.continueExceeding ?? false;
      const exponentialBackoff = settings.exponentialBackoff ?? false;
      super(
        link,
        new RedisStore(
          continueExceeding,
          exponentialBackoff,
          link.client,
          `${link.keyPrefix}rate-limit:`,
        ),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
