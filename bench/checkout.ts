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
  orderItems,
  products,
  productVariants,
  users,
  variantStock,
} from '@shop/server/db/schema/index';
import { createAccessTokens } from '@shop/server/platform/auth/access-tokens';
import { generateCatalogue } from '@shop/server/seed/generator/index';
import { seedCatalogue } from '@shop/server/seed/seed-database';
import { BENCH_PROJECT_ID } from './catalogue-data';
import { countStatements, type CountedCustomer } from './checkout-statements';
import { reportHead, writeReport } from './report';
import { processCpuMs, startServer } from './server';

// `npm run bench:checkout -w @shop/bench`: the write path under load, in production mode, on
// the embedded database and — when DATABASE_URL names a PostgreSQL server (or
// BENCH_POSTGRES=true, the local one) — again on a fresh database of that server, dropped
// afterwards. At 10 connections, BENCH_SECONDS each, BENCH_ROUNDS rounds, medians: add to cart,
// update a cart line, compute-prices; checkout (CHECKOUT_ORDERS orders per round, one line
// each). Then the statements each of those requests sends, counted; then CHECKOUT_ROUNDS races
// of 50 customers checking out at once for a variant with 10 units (no oversell allowed).

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const raceRounds = Number(process.env.CHECKOUT_ROUNDS ?? 5);
const ordersPerRound = Number(process.env.CHECKOUT_ORDERS ?? 300);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 1_000);
const port = Number(process.env.BENCH_PORT ?? 3901);
// BENCH_ONLY (a regular expression on scenario names) measures only the scenarios it matches.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const postgresServer =
  process.env.DATABASE_URL ??
  (process.env.BENCH_POSTGRES === 'true'
    ? 'postgres://postgres@127.0.0.1:5432/postgres'
    : undefined);
const connections = 10;
const customerCount = 50;
const unitsForSale = 10;
const warmUpOrders = 50;
/** Cart lines each customer holds for the checkout scenario (one order each). */
const checkoutLinesPerCustomer = Math.ceil(
  (warmUpOrders + rounds * ordersPerRound) / customerCount,
);
const secret = 'bench-secret-that-is-long-enough-for-hs256-signing';

interface Customer {
  id: string;
  token: string;
  addressId: string;
  /** Three lines for add-to-cart, update and compute-prices (same variants, so carts stay small). */
  lines: {
    productId: string;
    variantId: string;
    branchId: string;
    itemId: string;
    /** The line's starting quantity; updates set it to this or one more. */
    units: number;
  }[];
  /** One cart line per race, each on that race's contested variant. */
  raceItems: string[];
  /** Lines checked out one per order by the checkout scenario. */
  checkoutItems: string[];
}

interface Measurement {
  requestsPerSecond: number;
  /** The server process's CPU time (user + system) per answered request. */
  serverCpuMsPerRequest: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  /** Answers by HTTP status, and requests that got none (socket errors, timeouts). */
  statuses: Record<string, number>;
}

interface Target {
  /** How the report names the database. */
  database: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Drops what was made for this run. */
  cleanUp(): Promise<void>;
}

async function onPostgresServer(statement: string) {
  const server = await openDatabase({ databaseUrl: postgresServer, dataDir: '' });
  try {
    await server.db.execute(sql.raw(statement));
  } finally {
    await server.close();
  }
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-checkout-'));
  return {
    database: 'pglite (embedded)',
    databaseUrl: undefined,
    dataDir,
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const name = `writes_bench_${process.pid}`;
  await onPostgresServer(`drop database if exists ${name}`);
  await onPostgresServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-checkout-pg-'));
  return {
    database: `postgresql (${url.host}, database ${name}, dropped afterwards)`,
    databaseUrl: url.toString(),
    dataDir,
    cleanUp: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await onPostgresServer(`drop database if exists ${name}`);
    },
  };
}

async function prepare(target: Target) {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
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

async function createCustomer(
  db: Database,
  index: number,
  branchId: string,
  variants: { productId: string; variantId: string; quantity?: number }[],
) {
  const tokens = createAccessTokens({ secret, ttlSeconds: 6 * 3600, now: () => new Date() });
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
  const lineRows =
    variants.length === 0
      ? []
      : await db
          .insert(cartItems)
          .values(
            variants.map((variant) => ({
              cartId: cart!.id,
              productId: variant.productId,
              variantId: variant.variantId,
              branchId,
              quantity: variant.quantity ?? 1,
            })),
          )
          .returning({ id: cartItems.id, variantId: cartItems.variantId });
  const token = await tokens.sign({
    userId: user!.id,
    email,
    roleName: 'customer',
    projectId: BENCH_PROJECT_ID,
    sessionVersion: 0,
  });
  const itemOf = (variantId: string) => lineRows.find((row) => row.variantId === variantId)!.id;
  return { id: user!.id, token, addressId: address!.id, itemOf };
}

async function createCustomers(db: Database) {
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.projectId, BENCH_PROJECT_ID), eq(branches.code, 'QC-MAIN')));
  if (!branch) throw new Error('no QC-MAIN branch');
  // Cheap active variants: three for the carts, one contested variant per race, the checkout
  // scenario's, and four for the customer whose statements are counted.
  const variants = await db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      priceCentavos: productVariants.priceCentavos,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.projectId, BENCH_PROJECT_ID), eq(products.isActive, true)))
    .orderBy(asc(productVariants.priceCentavos), asc(productVariants.id))
    .limit(3 + raceRounds + checkoutLinesPerCustomer + 4);
  // Enough units of each that three lines pass WELCOME10's minimum spend (P5,000) and stay
  // under cash on delivery's cap (P20,000).
  const priced = (variant: (typeof variants)[number]) => ({
    productId: variant.productId,
    variantId: variant.variantId,
    quantity: Math.max(1, Math.ceil(2_000_00 / variant.priceCentavos)),
  });
  const cartVariants = variants.slice(0, 3).map(priced);
  const raceVariants = variants.slice(3, 3 + raceRounds);
  const checkoutVariants = variants.slice(
    3 + raceRounds,
    3 + raceRounds + checkoutLinesPerCustomer,
  );
  const countedVariants = variants.slice(3 + raceRounds + checkoutLinesPerCustomer).map(priced);
  if (countedVariants.length < 4) throw new Error('BENCH_PRODUCTS is too small for the bench');
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
  // The cart scenarios' shoppers hold three lines, as a shopper does; the lines the races and
  // the checkout scenario use (two dozen) are in other customers' carts, or every cart answer
  // would list them all.
  const customers: Customer[] = [];
  for (let index = 0; index < customerCount; index++) {
    const made = await createCustomer(db, index, branch.id, cartVariants);
    customers.push({
      id: made.id,
      token: made.token,
      addressId: made.addressId,
      lines: cartVariants.map((variant) => ({
        productId: variant.productId,
        variantId: variant.variantId,
        units: variant.quantity,
        branchId: branch.id,
        itemId: made.itemOf(variant.variantId),
      })),
      raceItems: [],
      checkoutItems: [],
    });
  }
  const buyers: Customer[] = [];
  for (let index = 0; index < customerCount; index++) {
    const made = await createCustomer(db, customerCount + 1 + index, branch.id, [
      ...raceVariants,
      ...checkoutVariants,
    ]);
    buyers.push({
      id: made.id,
      token: made.token,
      addressId: made.addressId,
      lines: [],
      raceItems: raceVariants.map((variant) => made.itemOf(variant.variantId)),
      checkoutItems: checkoutVariants.map((variant) => made.itemOf(variant.variantId)),
    });
  }
  const [toAdd, ...toCheckOut] = countedVariants;
  const made = await createCustomer(db, customerCount, branch.id, toCheckOut);
  const counted: CountedCustomer = {
    token: made.token,
    addressId: made.addressId,
    add: { productId: toAdd!.productId, variantId: toAdd!.variantId, branchId: branch.id },
    itemIds: toCheckOut.map((variant) => made.itemOf(variant.variantId)),
  };
  return {
    customers,
    buyers,
    counted,
    contested: {
      branchId: branch.id,
      variantIds: raceVariants.map((variant) => variant.variantId),
    },
  };
}

interface Request {
  token: string;
  body: unknown;
  path?: string;
  headers?: Record<string, string>;
}

/** 10 connections; each request is built by `next` (a customer and a body, in turn). */
async function measure(
  server: { url: string; pid: number },
  method: 'POST' | 'PUT',
  path: string,
  next: () => Request,
  length: { duration: number } | { amount: number },
): Promise<Measurement> {
  const cpuBefore = processCpuMs(server.pid);
  const result = await autocannon({
    url: server.url,
    connections,
    ...length,
    requests: [
      {
        setupRequest: (request) => {
          const { token, body, path: own, headers } = next();
          request.path = own ?? path;
          request.method = method;
          request.headers = {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            ...headers,
          };
          // autocannon sends a request's body; its type file here leaves the field out.
          (request as typeof request & { body?: string }).body = JSON.stringify(body);
          return request;
        },
      },
    ],
  });
  const cpuMs = processCpuMs(server.pid) - cpuBefore;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    serverCpuMsPerRequest: Number((cpuMs / Math.max(1, result.requests.total)).toFixed(2)),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses: {
      ...Object.fromEntries(
        Object.entries(
          (result as typeof result & { statusCodeStats?: Record<string, { count: number }> })
            .statusCodeStats ?? {},
        ).map(([code, stats]) => [code, stats.count]),
      ),
      ...(result.errors ? { 'socket errors': result.errors } : {}),
      ...(result.timeouts ? { timeouts: result.timeouts } : {}),
    },
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function scenario(
  name: string,
  run: (length: { duration: number } | { amount: number }) => Promise<Measurement>,
  lengths: {
    warmUp: { duration: number } | { amount: number };
    round: { duration: number } | { amount: number };
  },
) {
  if (only && !only.test(name)) return null;
  await run(lengths.warmUp);
  const runs: Measurement[] = [];
  for (let round = 0; round < rounds; round++) runs.push(await run(lengths.round));
  const row = {
    scenario: name,
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    serverCpuMsPerRequest: median(runs.map((run) => run.serverCpuMsPerRequest)),
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

/** After the races: the orders of the contested variants and what is left of each. */
async function verify(target: Target, contested: { branchId: string; variantIds: string[] }) {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const [placed] = await database.db
      .select({ value: sql<number>`count(distinct ${orderItems.orderId})::int` })
      .from(orderItems)
      .where(inArray(orderItems.variantId, contested.variantIds));
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
      contestedOrdersInDatabase: placed?.value ?? 0,
      contestedStockLeft: left.map((row) => row.quantity),
    };
  } finally {
    await database.close();
  }
}

/** The load scenarios, against a server already running on the target's database. */
async function load(
  server: { url: string; pid: number },
  customers: Customer[],
  buyers: Customer[],
) {
  let turn = 0;
  const nextAdd = (): Request => {
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
  const nextUpdate = (): Request => {
    const customer = customers[turn % customers.length]!;
    const line = customer.lines[Math.floor(turn / customers.length) % customer.lines.length]!;
    turn += 1;
    return {
      token: customer.token,
      path: `/api/v1/my-cart/items/${line.itemId}`,
      body: { quantity: line.units + (turn % 2) },
    };
  };
  const nextQuote = (): Request => {
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
  // Every order checks out a line no other order uses, customers in turn.
  const orders: { customer: Customer; itemId: string }[] = [];
  for (let line = 0; line < checkoutLinesPerCustomer; line++) {
    for (const customer of buyers) orders.push({ customer, itemId: customer.checkoutItems[line]! });
  }
  let nextOrder = 0;
  const nextCheckout = (): Request => {
    const order = orders[nextOrder++ % orders.length]!;
    return {
      token: order.customer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        items: [order.itemId],
        address: order.customer.addressId,
        courier: 'casa-fleet',
        fulfillmentType: 'delivery',
        paymentMethod: 'cod',
      },
    };
  };
  const timed = { warmUp: { duration: 2 }, round: { duration: seconds } };
  const measured = [
    await scenario(
      'add to cart (POST /api/v1/my-cart/items)',
      (length) => measure(server, 'POST', '/api/v1/my-cart/items', nextAdd, length),
      timed,
    ),
    await scenario(
      'update a cart line (PUT /api/v1/my-cart/items/:id)',
      (length) => measure(server, 'PUT', '/api/v1/my-cart/items', nextUpdate, length),
      timed,
    ),
    await scenario(
      'compute-prices (3 items, code, courier)',
      (length) => measure(server, 'POST', '/api/v1/my-cart/compute-prices', nextQuote, length),
      timed,
    ),
    await scenario(
      `checkout (1 line, COD, delivery; ${ordersPerRound} orders per round)`,
      (length) => measure(server, 'POST', '/api/v1/my-cart/checkout', nextCheckout, length),
      { warmUp: { amount: warmUpOrders }, round: { amount: ordersPerRound } },
    ),
  ];
  return measured.filter((row) => row !== null);
}

async function runOn(target: Target) {
  console.log(`\n== ${target.database}`);
  const preparing = performance.now();
  const { customers, buyers, counted, contested } = await prepare(target);
  console.log(
    `Prepared ${productCount} products and ${customers.length + buyers.length} customers in ${((performance.now() - preparing) / 1000).toFixed(1)} s`,
  );
  process.env.JWT_SECRET = secret;
  process.env.JOBS_POLL_INTERVAL_MS = '1000';
  if (target.databaseUrl) process.env.DATABASE_URL = target.databaseUrl;
  else delete process.env.DATABASE_URL;
  const server = await startServer(target.dataDir, port);
  let scenarios;
  const races = [];
  try {
    scenarios = await load(server, customers, buyers);
    for (let round = 0; round < raceRounds; round++)
      races.push(await race(server.url, buyers, round));
  } finally {
    await server.stop();
  }
  const statements = await countStatements({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    secret,
    customer: counted,
  });
  for (const count of statements) {
    console.log(
      `${count.request}: ${count.statements} statements (then ${count.afterAnswer} in the background)`,
    );
  }
  const check = await verify(target, contested);
  const oversold =
    races.some((row) => row.placed > unitsForSale) ||
    check.contestedStockLeft.some((units) => units < 0) ||
    check.contestedOrdersInDatabase !== races.reduce((sum, row) => sum + row.placed, 0);
  return {
    database: target.database,
    load: scenarios,
    statementsPerRequest: statements,
    race: { customers: customerCount, unitsForSale, rounds: races, ...check, oversold },
  };
}

async function main() {
  const makers = [pgliteTarget, ...(postgresServer ? [() => postgresTarget(postgresServer)] : [])];
  const runs = [];
  for (const make of makers) {
    const target = await make();
    try {
      runs.push(await runOn(target));
    } finally {
      await target.cleanUp();
    }
  }
  const { database: _single, ...head } = reportHead({
    productCount,
    connections,
    secondsPerMeasurement: seconds,
    rounds,
  });
  const file = writeReport('checkout.json', { ...head, ordersPerRound, runs });
  console.log(`Wrote ${file}`);
  if (runs.some((run) => run.race.oversold)) throw new Error('OVERSOLD: more orders than units');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
