import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@shop/server/db/client';
import {
  addresses,
  branches,
  cartItems,
  carts,
  orders,
  products,
  productVariants,
  users,
  variantStock,
} from '@shop/server/db/schema/index';
import { createAccessTokens } from '@shop/server/platform/auth/access-tokens';
import { generateCatalogue } from '@shop/server/seed/generator/index';
import { seedCatalogue } from '@shop/server/seed/seed-database';
import { BENCH_PROJECT_ID } from './catalogue-data';
import { reportHead, writeReport } from './report';
import { startServer } from './server';

// `npm run bench:checkout -w @shop/bench`: the cart and checkout under load on the embedded
// database, in production mode. Add to cart and compute-prices at 10 connections
// (BENCH_SECONDS each, BENCH_ROUNDS rounds, medians); then CHECKOUT_ROUNDS races of 50
// customers checking out at once for a variant with 10 units (no oversell allowed).

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const raceRounds = Number(process.env.CHECKOUT_ROUNDS ?? 5);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 1_000);
const connections = 10;
const customerCount = 50;
const unitsForSale = 10;
const secret = 'bench-secret-that-is-long-enough-for-hs256-signing';

interface Customer {
  id: string;
  token: string;
  addressId: string;
  /** Three lines for add-to-cart and compute-prices (same variants, so carts stay small). */
  lines: { productId: string; variantId: string; branchId: string; itemId: string }[];
  /** One cart line per race, each on that race's contested variant. */
  raceItems: string[];
}

interface Measurement {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
}

async function prepare(dataDir: string) {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
    await seedCatalogue(database.db, generateCatalogue({ productCount }), {
      projectId: BENCH_PROJECT_ID,
    });
    return await createCustomers(database.db);
  } finally {
    await database.close();
  }
}

async function createCustomers(db: Database) {
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.projectId, BENCH_PROJECT_ID), eq(branches.code, 'QC-MAIN')));
  if (!branch) throw new Error('no QC-MAIN branch');
  // Cheap active variants: three for the carts, one contested variant per race.
  const variants = await db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.projectId, BENCH_PROJECT_ID), eq(products.isActive, true)))
    .orderBy(asc(productVariants.priceCentavos), asc(productVariants.id))
    .limit(3 + raceRounds);
  const cartVariants = variants.slice(0, 3);
  const raceVariants = variants.slice(3);
  // Plenty for the load scenarios; exactly ten of each contested variant.
  await db
    .update(variantStock)
    .set({ quantity: 1_000_000 })
    .where(eq(variantStock.branchId, branch.id));
  for (const race of raceVariants) {
    await db
      .update(variantStock)
      .set({ quantity: unitsForSale })
      .where(and(eq(variantStock.variantId, race.variantId), eq(variantStock.branchId, branch.id)));
  }
  const tokens = createAccessTokens({ secret, ttlSeconds: 6 * 3600, now: () => new Date() });
  const customers: Customer[] = [];
  for (let index = 0; index < customerCount; index++) {
    const email = `bench.customer.${index}@example.ph`;
    const [user] = await db
      .insert(users)
      .values({
        projectId: BENCH_PROJECT_ID,
        email,
        firstName: 'Bench',
        lastName: `Customer ${index}`,
        mobile: '9171234567',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    const [address] = await db
      .insert(addresses)
      .values({
        userId: user!.id,
        label: 'Home',
        contactName: 'Bench Customer',
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
      .values({ projectId: BENCH_PROJECT_ID, userId: user!.id })
      .returning({ id: carts.id });
    const lineRows = await db
      .insert(cartItems)
      .values(
        [...cartVariants, ...raceVariants].map((variant) => ({
          cartId: cart!.id,
          productId: variant.productId,
          variantId: variant.variantId,
          branchId: branch.id,
          quantity: 1,
        })),
      )
      .returning({ id: cartItems.id, variantId: cartItems.variantId });
    const itemOf = (variantId: string) => lineRows.find((row) => row.variantId === variantId)!.id;
    customers.push({
      id: user!.id,
      token: await tokens.sign({
        userId: user!.id,
        email,
        roleName: 'customer',
        projectId: BENCH_PROJECT_ID,
        sessionVersion: 0,
      }),
      addressId: address!.id,
      lines: cartVariants.map((variant) => ({
        ...variant,
        branchId: branch.id,
        itemId: itemOf(variant.variantId),
      })),
      raceItems: raceVariants.map((variant) => itemOf(variant.variantId)),
    });
  }
  return {
    customers,
    contested: {
      branchId: branch.id,
      variantIds: raceVariants.map((variant) => variant.variantId),
    },
  };
}

/** 10 connections; each request is built by `next` (a customer and a body, in turn). */
async function measure(
  baseUrl: string,
  path: string,
  next: () => { token: string; body: unknown },
  duration: number,
): Promise<Measurement> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const { token, body } = next();
          request.path = path;
          request.method = 'POST';
          request.headers = {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
          };
          // autocannon sends a request's body; its type file here leaves the field out.
          (request as typeof request & { body?: string }).body = JSON.stringify(body);
          return request;
        },
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function scenario(
  name: string,
  baseUrl: string,
  path: string,
  next: () => { token: string; body: unknown },
) {
  await measure(baseUrl, path, next, 2); // warm-up
  const runs: Measurement[] = [];
  for (let round = 0; round < rounds; round++)
    runs.push(await measure(baseUrl, path, next, seconds));
  const row = {
    scenario: name,
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    latencyP50Ms: median(runs.map((run) => run.latencyP50Ms)),
    latencyP99Ms: median(runs.map((run) => run.latencyP99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    rounds: runs,
  };
  console.log(row);
  return row;
}

/** 50 customers press "Place order" at the same moment for a variant with 10 units. */
async function race(baseUrl: string, customers: Customer[], round: number) {
  const started = performance.now();
  const results = await Promise.all(
    customers.map(async (customer) => {
      const sent = performance.now();
      const response = await fetch(`${baseUrl}/api/v1/my-cart/checkout`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${customer.token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          items: [customer.raceItems[round]],
          address: customer.addressId,
          courier: 'casa-fleet',
          fulfillmentType: 'delivery',
          paymentMethod: 'cod',
        }),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - sent };
    }),
  );
  const wallMs = performance.now() - started;
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const row = {
    round: round + 1,
    placed: results.filter((result) => result.status === 201).length,
    soldOut: results.filter((result) => result.status === 409).length,
    other: results.filter((result) => result.status !== 201 && result.status !== 409).length,
    wallMs: Math.round(wallMs),
    checkoutsPerSecond: Math.round((customers.length / wallMs) * 1000),
    latencyP50Ms: Math.round(latencies[Math.floor(latencies.length / 2)]!),
    latencyP99Ms: Math.round(latencies[Math.ceil(latencies.length * 0.99) - 1]!),
  };
  console.log(row);
  return row;
}

/** After the races: the orders written and what is left of each contested variant. */
async function verify(dataDir: string, contested: { branchId: string; variantIds: string[] }) {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const [placed] = await database.db.select({ value: sql<number>`count(*)::int` }).from(orders);
    const left = await database.db
      .select({ quantity: variantStock.quantity })
      .from(variantStock)
      .where(
        and(
          eq(variantStock.branchId, contested.branchId),
          inArray(variantStock.variantId, contested.variantIds),
        ),
      );
    return {
      ordersInDatabase: placed?.value ?? 0,
      contestedStockLeft: left.map((row) => row.quantity),
    };
  } finally {
    await database.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-checkout-'));
  try {
    const preparing = performance.now();
    const { customers, contested } = await prepare(dataDir);
    console.log(
      `Prepared ${productCount} products and ${customers.length} customers in ${((performance.now() - preparing) / 1000).toFixed(1)} s`,
    );
    process.env.JWT_SECRET = secret;
    process.env.JOBS_POLL_INTERVAL_MS = '1000';
    const server = await startServer(dataDir, 3901);
    let load;
    let races;
    try {
      let turn = 0;
      const nextAdd = () => {
        const customer = customers[turn % customers.length]!;
        const line = customer.lines[Math.floor(turn / customers.length) % customer.lines.length]!;
        turn += 1;
        return {
          token: customer.token,
          body: {
            productId: line.productId,
            variantId: line.variantId,
            branchId: line.branchId,
            quantity: 1,
          },
        };
      };
      const nextQuote = () => {
        const customer = customers[turn++ % customers.length]!;
        return {
          token: customer.token,
          body: {
            items: customer.lines.map((line) => line.itemId),
            discountCode: 'WELCOME10',
            courier: 'casa-fleet',
            addressId: customer.addressId,
          },
        };
      };
      load = [
        await scenario(
          'add to cart (POST /api/v1/my-cart/items)',
          server.url,
          '/api/v1/my-cart/items',
          nextAdd,
        ),
        await scenario(
          'compute-prices (3 items, code, courier)',
          server.url,
          '/api/v1/my-cart/compute-prices',
          nextQuote,
        ),
      ];
      races = [];
      for (let round = 0; round < raceRounds; round++)
        races.push(await race(server.url, customers, round));
    } finally {
      await server.stop();
    }
    const check = await verify(dataDir, contested);
    const oversold =
      races.some((row) => row.placed > unitsForSale) ||
      check.contestedStockLeft.some((units) => units < 0) ||
      check.ordersInDatabase !== races.reduce((sum, row) => sum + row.placed, 0);
    const file = writeReport('checkout.json', {
      ...reportHead({ productCount, connections, secondsPerMeasurement: seconds, rounds }),
      load,
      race: { customers: customerCount, unitsForSale, rounds: races, ...check, oversold },
    });
    console.log(`Wrote ${file}`);
    if (oversold) throw new Error('OVERSOLD: more orders than units');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
