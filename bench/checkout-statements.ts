import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { buildApp } from '@shop/server/app';
import { loadConfig } from '@shop/server/config';
import { openDatabase } from '@shop/server/db/client';
import { BENCH_PROJECT_ID } from './catalogue-data';

/** One request of the write path and the statements the server sent while answering it. */
export interface StatementCount {
  request: string;
  status: number;
  statements: number;
  /** Each statement's first keyword and the start of its text, in order. */
  sent: string[];
  /** Statements of work the answer set off in the background (an order's mail job). */
  afterAnswer: number;
}

export interface CountedCustomer {
  token: string;
  addressId: string;
  /** A variant (with plenty of stock) to add, at a branch. */
  add: { productId: string; variantId: string; branchId: string };
  /** Cart lines to price and check out (none of them used by the load scenarios). */
  itemIds: string[];
}

/**
 * Counts the statements of each write-path request, through the app in this process (same
 * code, same database as the load runs) with the query observer of apps/server/src/db. Caches
 * that a busy server keeps warm (session version, maintenance switch) are warmed first, and
 * the background pollers are off, so every statement counted belongs to the request.
 */
export async function countStatements(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  secret: string;
  customer: CountedCustomer;
}): Promise<StatementCount[]> {
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
  });
  const sent: string[] = [];
  let counting = false;
  database.observeQueries((query) => {
    if (counting) sent.push(`${query.operation}: ${query.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    return () => undefined;
  });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    JWT_SECRET: options.secret,
    PROJECT_ID: BENCH_PROJECT_ID,
    WEB_DIST: path.join(options.dataDir, 'web'),
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    JOBS_POLL_INTERVAL_MS: '0',
    CATALOGUE_POLL_MS: '600000',
    MAINTENANCE_CACHE_MS: '600000',
  });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const { customer } = options;
    const headers = { authorization: `Bearer ${customer.token}` };
    const send = async (
      request: string,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: unknown,
      extra: Record<string, string> = {},
    ) => {
      sent.length = 0;
      counting = true;
      const response = await app.inject({
        method,
        url,
        headers: { ...headers, ...extra },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      const own = [...sent];
      // What the answer set off (an order's mail job, kicked after the commit) runs now; it is
      // counted apart, and does not leak into the next request's count.
      sent.length = 0;
      let seen = -1;
      for (let waited = 0; waited < 3_000 && seen !== sent.length; waited += 250) {
        seen = sent.length;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      counting = false;
      return {
        response,
        count: {
          request,
          status: response.statusCode,
          statements: own.length,
          sent: own,
          afterAnswer: sent.length,
        },
      };
    };
    // Warms the session-version and maintenance caches (not counted).
    await send('warm-up', 'GET', '/api/v1/my-cart');

    const counts: StatementCount[] = [];
    const added = await send('add to cart', 'POST', '/api/v1/my-cart/items', {
      ...customer.add,
      quantity: 1,
    });
    counts.push(added.count);
    const cart = added.response.json<{ data: { items: { _id: string; variant_id: string }[] } }>();
    const line = cart.data.items.find((item) => item.variant_id === customer.add.variantId);
    if (!line) throw new Error(`add to cart answered ${added.response.statusCode}`);
    counts.push(
      (
        await send('update a cart line', 'PUT', `/api/v1/my-cart/items/${line._id}`, {
          quantity: 2,
        })
      ).count,
    );
    const checkedOut = customer.itemIds.slice(0, 3);
    counts.push(
      (
        await send(
          'compute-prices (3 items, code, courier)',
          'POST',
          '/api/v1/my-cart/compute-prices',
          {
            items: checkedOut,
            discountCode: 'WELCOME10',
            courier: 'casa-fleet',
            addressId: customer.addressId,
          },
        )
      ).count,
    );
    const order = (items: string[], discountCode?: string) => ({
      items,
      address: customer.addressId,
      courier: 'casa-fleet',
      fulfillmentType: 'delivery',
      paymentMethod: 'cod',
      ...(discountCode ? { discountCode } : {}),
    });
    counts.push(
      (
        await send('checkout (1 line)', 'POST', '/api/v1/my-cart/checkout', order([line._id]), {
          'idempotency-key': randomUUID(),
        })
      ).count,
    );
    counts.push(
      (
        await send(
          'checkout (3 lines, WELCOME10)',
          'POST',
          '/api/v1/my-cart/checkout',
          order(checkedOut, 'WELCOME10'),
          { 'idempotency-key': randomUUID() },
        )
      ).count,
    );
    for (const count of counts) {
      if (count.status >= 300) throw new Error(`${count.request} answered ${count.status}`);
    }
    return counts;
  } finally {
    await app.close();
    await database.close();
  }
}
