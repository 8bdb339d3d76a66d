import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, gt } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import {
  addresses,
  branches,
  cartItems,
  carts,
  orderItems,
  orders,
  products,
  productVariants,
  users,
  variantStock,
} from '../../src/db/schema/index';
import { createAccessTokens } from '../../src/platform/auth/access-tokens';
import { generateCatalogue } from '../../src/seed/generator/index';
import { seedCatalogue } from '../../src/seed/seed-database';
import { checkoutBody } from '../customers';

// `kill -9` of the real server process in the middle of a checkout rush, on the embedded database
// or (reliability-postgres) on PostgreSQL: after a restart on the same data every acknowledged
// order is there, and the contested variant is never oversold (decision 037).

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const PROJECT = 'kill-test-shop';
const SECRET = 'kill-test-secret-that-is-long-enough-for-hs256';
const CUSTOMERS = 24;
const UNITS = 12;
const CONCURRENCY = 8;
const KILL_AFTER_ACKS = 4;
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

const running: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  running.forEach((child) => child.kill('SIGKILL'));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Shopper {
  token: string;
  addressId: string;
  itemId: string;
  key: string;
}

/** A database of its own: a temporary DATA_DIR for PGlite, a fresh rel_db_* on PostgreSQL. */
async function freshStore(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-kill-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (!onPostgres) return { dataDir };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set for reliability-postgres');
  const name = `rel_db_kill_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

async function withDatabase<T>(
  store: { dataDir: string; databaseUrl?: string },
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
  try {
    await handle.migrate();
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** A small catalogue, one variant with UNITS units at QC-MAIN, and shoppers with it in their carts. */
async function prepare(db: Database) {
  await seedCatalogue(db, generateCatalogue({ productCount: 12 }), { projectId: PROJECT });
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.projectId, PROJECT), eq(branches.code, 'QC-MAIN')));
  const [variant] = await db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(variantStock, eq(variantStock.variantId, productVariants.id))
    .where(
      and(
        eq(products.projectId, PROJECT),
        eq(products.isActive, true),
        eq(variantStock.branchId, branch!.id),
        gt(variantStock.quantity, 0),
      ),
    )
    .orderBy(asc(productVariants.priceCentavos))
    .limit(1);
  if (!branch || !variant) throw new Error('no stocked variant at QC-MAIN');
  await db
    .update(variantStock)
    .set({ quantity: UNITS })
    .where(
      and(eq(variantStock.variantId, variant.variantId), eq(variantStock.branchId, branch.id)),
    );
  const tokens = createAccessTokens({ secret: SECRET, ttlSeconds: 3600, now: () => new Date() });
  const shoppers: Shopper[] = [];
  for (let index = 0; index < CUSTOMERS; index++) {
    const email = `rush.${index}@example.ph`;
    const [user] = await db
      .insert(users)
      .values({
        projectId: PROJECT,
        email,
        firstName: 'Rush',
        lastName: `Buyer ${index}`,
        mobile: '9171234567',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    const [address] = await db
      .insert(addresses)
      .values({
        userId: user!.id,
        label: 'Home',
        contactName: 'Rush Buyer',
        mobile: '9171234567',
        region: 'National Capital Region (NCR)',
        province: 'Metro Manila',
        city: 'Quezon City',
        barangay: 'South Triangle',
        street: '12 Scout Tuason Street',
        zip: '1103',
        isDefaultShipping: true,
        isDefaultBilling: true,
      })
      .returning({ id: addresses.id });
    const [cart] = await db
      .insert(carts)
      .values({ projectId: PROJECT, userId: user!.id })
      .returning({ id: carts.id });
    const [item] = await db
      .insert(cartItems)
      .values({ cartId: cart!.id, ...variant, branchId: branch.id, quantity: 1 })
      .returning({ id: cartItems.id });
    const token = await tokens.sign({
      userId: user!.id,
      email,
      roleName: 'customer',
      projectId: PROJECT,
      sessionVersion: 0,
    });
    shoppers.push({ token, addressId: address!.id, itemId: item!.id, key: `rush-${randomUUID()}` });
  }
  return { shoppers, variantId: variant.variantId, branchId: branch.id };
}

function startServer(store: { dataDir: string; databaseUrl?: string }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: store.dataDir,
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      PROJECT_ID: PROJECT,
      SEED_ON_START: 'false',
      JOBS_POLL_INTERVAL_MS: '0',
    },
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the server exited before listening:\n${output}`));
    });
  });
  listening.catch(() => undefined);
  return { child, exited, listening };
}

function checkout(url: string, shopper: Shopper) {
  return fetch(`${url}/api/v1/my-cart/checkout`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${shopper.token}`,
      'content-type': 'application/json',
      'idempotency-key': shopper.key,
    },
    body: JSON.stringify(checkoutBody([shopper.itemId], { address: shopper.addressId })),
  });
}

describe(`kill -9 during a checkout rush (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('keeps every acknowledged order and never oversells, before and after a retry', async () => {
    const store = await freshStore();
    const world = await withDatabase(store, prepare);
    const first = startServer(store);
    const url = await first.listening;

    // CONCURRENCY checkouts in flight at all times; SIGKILL once KILL_AFTER_ACKS were answered.
    const acknowledged = new Map<number, string>();
    const refused: number[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < world.shoppers.length && !killed) {
        const index = next++;
        try {
          const response = await checkout(url, world.shoppers[index]!);
          const body = (await response.json()) as { data?: { _id: string } };
          if (response.status === 201 && body.data) acknowledged.set(index, body.data._id);
          else if (response.status === 409) refused.push(index);
          else throw new Error(`checkout ${index}: ${response.status} ${JSON.stringify(body)}`);
          if (acknowledged.size >= KILL_AFTER_ACKS && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch (error) {
          // A request cut by the kill has no answer: it is not acknowledged.
          if (!killed) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await first.exited;
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acknowledged.size).toBeLessThan(world.shoppers.length);

    // Restarted on the same data: every acknowledged order is the caller's, as answered.
    const second = startServer(store);
    const again = await second.listening;
    for (const [index, orderId] of acknowledged) {
      const response = await fetch(`${again}/api/v1/my-orders/${orderId}`, {
        headers: { authorization: `Bearer ${world.shoppers[index]!.token}` },
      });
      expect(response.status, `order ${orderId} of shopper ${index}`).toBe(200);
    }
    // Every shopper retries with the same idempotency key: an acknowledged one gets the same
    // order back, the others an order or a clear 409, and nobody ends up with two.
    for (const [index, shopper] of world.shoppers.entries()) {
      const response = await checkout(again, shopper);
      const body = (await response.json()) as { data?: { _id: string } };
      expect([201, 409], `retry ${index}: ${JSON.stringify(body)}`).toContain(response.status);
      if (acknowledged.has(index)) expect(body.data?._id).toBe(acknowledged.get(index));
    }
    second.child.kill('SIGTERM');
    await second.exited;

    await withDatabase(store, async (db) => {
      const sold = await db
        .select({ orderId: orders.id, userId: orders.userId, quantity: orderItems.quantity })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orderItems.variantId, world.variantId));
      const [shelf] = await db
        .select({ quantity: variantStock.quantity })
        .from(variantStock)
        .where(
          and(
            eq(variantStock.variantId, world.variantId),
            eq(variantStock.branchId, world.branchId),
          ),
        );
      const units = sold.reduce((sum, row) => sum + row.quantity, 0);
      const orderIds = new Set(sold.map((row) => row.orderId));
      for (const orderId of acknowledged.values()) expect(orderIds.has(orderId)).toBe(true);
      expect(new Set(sold.map((row) => row.userId)).size).toBe(sold.length);
      expect(units).toBeLessThanOrEqual(UNITS);
      expect(shelf!.quantity).toBeGreaterThanOrEqual(0);
      expect(shelf!.quantity + units).toBe(UNITS);
      // The rush was real: every unit found a buyer once the retries were in.
      expect(units).toBe(UNITS);
    });
  }, 180_000);
});
