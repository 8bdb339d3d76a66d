import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * What the nodes of one shop share through Redis (docs/decisions/032): rate-limit counters,
 * session versions, and change messages (catalogue, maintenance switch). Redis is a help, never
 * a dependency: while it is away every caller falls back to what one node can do alone.
 */

/** Tells the other nodes that something changed; they re-read it from the database. */
export interface Broadcast {
  /** Best effort: a message lost while Redis is away is made up for by each node's poll. */
  publish(topic: string): Promise<void>;
  /**
   * `onChange(false)`: another node changed it. `onChange(true)`: messages may have been
   * missed (Redis came back after a break): re-read whatever is cached.
   */
  subscribe(topic: string, onChange: (missedSome: boolean) => void): void;
}

/** One node alone: nobody to tell, nobody telling. */
export const localBroadcast: Broadcast = {
  publish: async () => undefined,
  subscribe: () => undefined,
};

export type RedisHealth = 'connected' | 'unavailable';

export interface RedisLink extends Broadcast {
  /** The command connection; use it only while `health()` says connected. */
  readonly client: Redis;
  /** Prepended to every key and channel. */
  readonly keyPrefix: string;
  health(): RedisHealth;
  /** A command failed although the connection looked fine: says so in the log (throttled). */
  reportFailure(error: unknown, what: string): void;
  close(): Promise<void>;
}

export interface RedisLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface RedisLinkOptions {
  url: string;
  keyPrefix: string;
  log: RedisLogger;
  /** How long the first connection is waited for before starting without Redis. */
  connectWaitMs?: number;
  /** Longest wait for one command before it counts as failed (and the caller falls back). */
  commandTimeoutMs?: number;
}

const FAILURE_LOG_INTERVAL_MS = 30_000;

/** Where Redis is, without the password, for the log. */
function redisAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/**
 * Opens the two connections a node needs (commands, and one in subscriber mode) and waits a
 * moment for them. An unreachable Redis does not stop the start: the link reports
 * `unavailable`, logs a warning and keeps reconnecting.
 */
export async function connectRedis(options: RedisLinkOptions): Promise<RedisLink> {
  const { keyPrefix, log } = options;
  const nodeId = randomUUID();
  const address = redisAddress(options.url);
  const common: RedisOptions = {
    connectTimeout: 2_000,
    // Keep trying, at most every 2 s, for as long as the node runs.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    lazyConnect: false,
  };
  // Commands fail at once while Redis is away, so a request never waits for it.
  const client = new Redis(options.url, {
    ...common,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 1_000,
  });
  // The subscriber waits for its connection (and subscribes again after each reconnect).
  const subscriber = new Redis(options.url, { ...common, maxRetriesPerRequest: null });

  const handlers = new Map<string, Array<(missedSome: boolean) => void>>();
  const channel = (topic: string) => `${keyPrefix}changes:${topic}`;
  const health = (): RedisHealth =>
    client.status === 'ready' && subscriber.status === 'ready' ? 'connected' : 'unavailable';

  let closing = false;
  let lastHealth: RedisHealth | 'starting' = 'starting';
  let subscriberWasReady = false;
  let lastFailureLog = Number.NEGATIVE_INFINITY;

  const onStateChange = () => {
    if (closing) return;
    const now = health();
    if (now === lastHealth || lastHealth === 'starting') return;
    lastHealth = now;
    if (now === 'connected') {
      log.info({ redis: address }, 'Redis is reachable again: limits and changes are shared');
    } else {
      log.warn(
        { redis: address },
        'Redis is unreachable: rate limits count on each node alone, changes reach other nodes by polling',
      );
    }
  };
  for (const connection of [client, subscriber]) {
    // ioredis reports every failed reconnect as an error event; the state change says it once.
    connection.on('error', () => undefined);
    for (const event of ['ready', 'close', 'end']) connection.on(event, onStateChange);
  }

  subscriber.on('message', (from: string, sender: string) => {
    if (sender === nodeId) return;
    for (const handler of handlers.get(from) ?? []) handler(false);
  });
  subscriber.on('ready', () => {
    // After a break, changes made meanwhile were never heard: every subscriber re-reads.
    if (subscriberWasReady) {
      for (const list of handlers.values()) for (const handler of list) handler(true);
    }
    subscriberWasReady = true;
  });

  const bothSettled = (connection: Redis) =>
    new Promise<void>((resolve) => {
      if (connection.status === 'ready') return resolve();
      connection.once('ready', () => resolve());
      connection.once('error', () => resolve());
    });
  const waitMs = options.connectWaitMs ?? 2_000;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all([bothSettled(client), bothSettled(subscriber)]),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
  lastHealth = health();
  if (lastHealth === 'unavailable') {
    log.warn(
      { redis: address },
      'Redis is unreachable: starting with rate limits on this node alone; reconnecting in the background',
    );
  }

  const reportFailure = (error: unknown, what: string) => {
    const now = performance.now();
    if (now - lastFailureLog < FAILURE_LOG_INTERVAL_MS) return;
    lastFailureLog = now;
    log.warn({ err: error, redis: address }, `Redis failed (${what}): this node falls back`);
  };

  return {
    client,
    keyPrefix,
    health,
    reportFailure,

    async publish(topic) {
      if (client.status !== 'ready') return;
      try {
        await client.publish(channel(topic), nodeId);
      } catch (error) {
        reportFailure(error, `publish ${topic}`);
      }
    },

    subscribe(topic, onChange) {
      const name = channel(topic);
      const list = handlers.get(name);
      if (list) {
        list.push(onChange);
        return;
      }
      handlers.set(name, [onChange]);
      subscriber.subscribe(name).catch((error: unknown) => {
        if (!closing) reportFailure(error, `subscribe ${topic}`);
      });
    },

    async close() {
      closing = true;
      await Promise.all(
        [client, subscriber].map(async (connection) => {
          if (connection.status === 'ready') {
            await connection.quit().catch(() => connection.disconnect());
          } else {
            connection.disconnect();
          }
        }),
      );
    },
  };
}
