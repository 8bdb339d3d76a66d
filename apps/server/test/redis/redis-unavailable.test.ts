import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index';
import { REDIS_UNAVAILABLE_NOTE } from '../../src/modules/health/routes';
import { seedAccounts } from '../../src/modules/auth/seed-accounts';
import { connectRedis } from '../../src/platform/redis/redis-link';
import type { TestApp } from '../app';
import { TEST_PROJECT_ID } from '../database';
import { ADMIN, signIn, STAFF } from '../http/admin-fixtures';
import {
  bearer,
  createAuthTestApp,
  expectStatus,
  get,
  login,
  PASSWORD,
  put,
  signedInCustomer,
  uniqueEmail,
} from '../http/auth-fixtures';
import { closedPort, startRedisProxy, type RedisProxy } from './redis-proxy';
import { createTwoNodes, eventually, testRedisUrl, type TwoNodes } from './two-nodes';

const TOO_MANY_LOGINS = { message: 'Too many login attempts. Please try again in a few minutes.' };

const loginFrom = (node: TestApp, ip: string, email = uniqueEmail()) =>
  node.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress: ip,
  });

describe('a node whose Redis never answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp({
      env: {
        REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
        LOGIN_RATE_LIMIT_MAX: '2',
        CATALOGUE_POLL_MS: '50',
      },
    });
  });
  afterAll(() => t.close());

  it('is ready but degraded, and says why', async () => {
    const ready = await get(t, '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'degraded',
      database: t.database.kind,
      redis: 'unavailable',
      message: REDIS_UNAVAILABLE_NOTE,
    });
  });

  it('serves shoppers: sign-up, sign-in, signed-in pages and the catalogue', async () => {
    const customer = await signedInCustomer(t);
    expectStatus(await get(t, '/api/v1/my-info', customer.headers), 200);
    const listing = expectStatus(await get(t, '/api/v1/public/products?limit=5'), 200);
    expect(listing.data).toHaveLength(5);
  });

  it('still limits logins, counting on this node alone', async () => {
    expectStatus(await loginFrom(t, '10.30.0.1'), 401);
    expectStatus(await loginFrom(t, '10.30.0.1'), 401);
    expect(expectStatus(await loginFrom(t, '10.30.0.1'), 429)).toEqual(TOO_MANY_LOGINS);
  });

  it('still follows catalogue changes through the poll', async () => {
    const names = async () =>
      (
        expectStatus(await get(t, '/api/v1/public/products?limit=100&search=credenza'), 200)
          .data as { name: string }[]
      ).map((item) => item.name);
    expect(await names()).toContain('Halina Slatted Credenza');
    // Written as another node would: nobody calls invalidate() here.
    await t.database.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.friendlyUrl, 'halina-slatted-credenza'));
    await eventually(async () => !(await names()).includes('Halina Slatted Credenza'), 10_000);
  });
});

describe('the link to Redis', () => {
  let proxy: RedisProxy;
  beforeAll(async () => {
    proxy = await startRedisProxy(testRedisUrl());
  });
  afterAll(() => proxy.close());

  it('warns when Redis goes away, reconnects when it is back, and has missed messages re-read', async () => {
    const said: Array<[string, string]> = [];
    const log = {
      info: (_: object, message: string) => said.push(['info', message]),
      warn: (_: object, message: string) => said.push(['warn', message]),
    };
    const link = await connectRedis({ url: proxy.url, keyPrefix: `test-link-${Date.now()}:`, log });
    const heard: boolean[] = [];
    link.subscribe('catalogue', (missedSome) => heard.push(missedSome));
    try {
      expect(link.health()).toBe('connected');
      expect(said).toEqual([]);

      await proxy.cut();
      await eventually(async () => link.health() === 'unavailable', 5_000);
      expect(said).toContainEqual([
        'warn',
        'Redis is unreachable: rate limits count on each node alone, changes reach other nodes by polling',
      ]);

      await proxy.restore();
      await eventually(async () => link.health() === 'connected', 10_000);
      expect(said.at(-1)).toEqual([
        'info',
        'Redis is reachable again: limits and changes are shared',
      ]);
      // Whatever changed meanwhile was never heard: subscribers are told to re-read.
      await eventually(async () => heard.includes(true), 5_000);
    } finally {
      await link.close();
    }
  });
});

describe('a node that loses Redis while the other keeps it', () => {
  let proxy: RedisProxy;
  let nodes: TwoNodes;
  beforeAll(async () => {
    proxy = await startRedisProxy(testRedisUrl());
    nodes = await createTwoNodes({
      env: { LOGIN_RATE_LIMIT_MAX: '3' },
      envB: { REDIS_URL: proxy.url },
    });
    await seedAccounts(nodes.a.database.db, TEST_PROJECT_ID, {
      operator: STAFF,
      admin: ADMIN,
      demoCustomer: false,
    });
  });
  afterAll(async () => {
    await nodes.close();
    await proxy.close();
  });

  it('keeps serving, limits on its own, and catches up with what it missed once Redis is back', async () => {
    const { a, b } = nodes;
    const admin = await signIn(a, ADMIN.email, ADMIN.password);
    const customer = await signedInCustomer(b, {}).catch(async () => {
      throw new Error('sign-in on B failed before Redis was cut');
    });
    expect((await get(b, '/readyz')).json()).toMatchObject({ status: 'ready', redis: 'connected' });

    await proxy.cut();
    await eventually(async () => (await get(b, '/readyz')).json().status === 'degraded', 5_000);
    expect((await get(b, '/readyz')).statusCode).toBe(200);
    expect((await get(a, '/readyz')).json()).toMatchObject({ status: 'ready' });

    // B serves signed-in requests and logins, and counts its own logins in memory.
    expectStatus(await get(b, '/api/v1/my-info', customer.headers), 200);
    expectStatus(await login(b, customer.email), 200);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expectStatus(await loginFrom(b, '10.31.0.1'), 401);
    expect(expectStatus(await loginFrom(b, '10.31.0.1'), 429)).toEqual(TOO_MANY_LOGINS);

    // The shop closes on A meanwhile; B polls only every ten minutes and hears nothing.
    expectStatus(await get(b, '/api/v1/public/branches/dropdown'), 200);
    expectStatus(await put(a, '/api/v1/admin/maintenance', { on: true }, admin.headers), 200);
    expectStatus(await get(b, '/api/v1/public/branches/dropdown'), 200);

    await proxy.restore();
    await eventually(async () => (await get(b, '/readyz')).json().status === 'ready', 10_000);
    // Back on Redis, B re-reads what it may have missed: the shop is closed there too.
    await eventually(
      async () => (await get(b, '/api/v1/public/branches/dropdown')).statusCode === 503,
      5_000,
    );
    expectStatus(await put(a, '/api/v1/admin/maintenance', { on: false }, admin.headers), 200);
    await eventually(
      async () => (await get(b, '/api/v1/public/branches/dropdown')).statusCode === 200,
      1_000,
    );
    // And a revocation on A holds on B at once again.
    expectStatus(await get(b, '/api/v1/my-info', customer.headers), 200);
    const session = expectStatus(await login(a, customer.email), 200).data;
    expectStatus(await get(b, '/api/v1/my-info', bearer(session.token)), 200);
    expectStatus(
      await a.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout-all',
        payload: {},
        headers: bearer(session.token),
      }),
      200,
    );
    expectStatus(await get(b, '/api/v1/my-info', bearer(session.token)), 401);
  });
});
