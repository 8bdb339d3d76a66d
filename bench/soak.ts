import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '@shop/server/db/client';
import {
  addresses,
  branches,
  carts,
  products,
  productVariants,
  users,
  variantStock,
} from '@shop/server/db/schema/index';
import { createAccessTokens } from '@shop/server/platform/auth/access-tokens';
import { generateCatalogue } from '@shop/server/seed/generator/index';
import { seedCatalogue } from '@shop/server/seed/seed-database';
import { describeMachine } from './machine';
import { writeReport } from './report';
import { startServer } from './server';

// `npm run bench:soak -w @shop/bench`: SOAK_SECONDS (default 600) of mixed browsing, cart and
// checkout at SOAK_CONNECTIONS (default 20) connections; the server's memory (RSS from
// /proc/<pid>/status) sampled every SOAK_SAMPLE_SECONDS (default 10). Not run in CI.
//
// By default it starts one node on a fresh embedded database. BASE_URL points it at a running
// shop instead (the balancer of `npm run cluster`): then DATABASE_URL, JWT_SECRET and PROJECT_ID
// must be that shop's (the soak's customers are written there and their tokens signed with its
// secret), and SOAK_PIDS lists the node processes whose memory is sampled.

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 20);
const sampleSeconds = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 1_000);
const externalUrl = process.env.BASE_URL;
const projectId = process.env.PROJECT_ID ?? 'casa-filipina';
const secret = process.env.JWT_SECRET ?? 'soak-secret-that-is-long-enough-for-hs256-signing';

interface Shopper {
  token: string;
  addressId: string;
}

async function prepare(db: Database, seed: boolean) {
  if (seed) await seedCatalogue(db, generateCatalogue({ productCount }), { projectId });
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.projectId, projectId), eq(branches.code, 'QC-MAIN')));
  if (!branch) throw new Error(`no QC-MAIN branch in project ${projectId}`);
  const variants = await db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      friendlyUrl: products.friendlyUrl,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(
      variantStock,
      and(eq(variantStock.variantId, productVariants.id), eq(variantStock.branchId, branch.id)),
    )
    .where(and(eq(products.projectId, projectId), eq(products.isActive, true)))
    .orderBy(asc(productVariants.priceCentavos), asc(productVariants.id))
    .limit(20);
  // Stock enough for every checkout of the run: the soak measures steadiness, not sell-outs.
  for (const variant of variants) {
    await db
      .update(variantStock)
      .set({ quantity: 1_000_000 })
      .where(
        and(eq(variantStock.variantId, variant.variantId), eq(variantStock.branchId, branch.id)),
      );
  }
  const tokens = createAccessTokens({ secret, ttlSeconds: 24 * 3600, now: () => new Date() });
  const run = randomUUID().slice(0, 8);
  const shoppers: Shopper[] = [];
  for (let index = 0; index < connections; index++) {
    const email = `soak.${run}.${index}@example.ph`;
    const [user] = await db
      .insert(users)
      .values({
        projectId,
        email,
        firstName: 'Soak',
        lastName: `Shopper ${index}`,
        mobile: '9171234567',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    const [address] = await db
      .insert(addresses)
      .values({
        userId: user!.id,
        label: 'Home',
        contactName: 'Soak Shopper',
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
    await db.insert(carts).values({ projectId, userId: user!.id });
    shoppers.push({
      addressId: address!.id,
      token: await tokens.sign({
        userId: user!.id,
        email,
        roleName: 'customer',
        projectId,
        sessionVersion: 0,
      }),
    });
  }
  return {
    shoppers,
    lines: variants.map((variant) => ({ ...variant, branchId: branch.id })),
    urls: variants.map((variant) => variant.friendlyUrl),
  };
}

/** Latencies and outcomes of one sampling window. */
class Window {
  latencies: number[] = [];
  requests = 0;
  errors = 0;
  checkouts = 0;
  record(ms: number, ok: boolean) {
    this.requests += 1;
    this.latencies.push(ms);
    if (!ok) this.errors += 1;
  }
  percentile(p: number) {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted.length ? Math.round(sorted[Math.floor((sorted.length - 1) * p)]! * 10) / 10 : 0;
  }
}

function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

async function main() {
  let dataDir: string | undefined;
  let stop: (() => Promise<void>) | undefined;
  let baseUrl = externalUrl;
  let pids = (process.env.SOAK_PIDS ?? '').split(',').filter(Boolean).map(Number);
  let world: Awaited<ReturnType<typeof prepare>>;

  if (externalUrl) {
    if (!process.env.DATABASE_URL || !process.env.JWT_SECRET)
      throw new Error('With BASE_URL, set DATABASE_URL and JWT_SECRET of the shop under test.');
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' });
    try {
      world = await prepare(database.db, false);
    } finally {
      await database.close();
    }
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-soak-'));
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await database.migrate();
      world = await prepare(database.db, true);
    } finally {
      await database.close();
    }
    process.env.JWT_SECRET = secret;
    process.env.PROJECT_ID = projectId;
    const server = await startServer(dataDir, Number(process.env.SOAK_PORT ?? 3905));
    baseUrl = server.url;
    stop = server.stop;
    pids = [server.pid];
  }

  console.log(
    `Soak: ${seconds} s at ${connections} connections against ${baseUrl}; memory of pid(s) ${pids.join(', ') || 'none'} every ${sampleSeconds} s`,
  );
  const started = Date.now();
  const deadline = started + seconds * 1000;
  let window = new Window();
  const totals = { requests: 0, errors: 0, checkouts: 0 };
  const errorSamples: string[] = [];

  async function call(pathname: string, init: RequestInit & { expect?: number[] } = {}) {
    const sent = performance.now();
    let ok = false;
    try {
      const response = await fetch(`${baseUrl}${pathname}`, init);
      const text = await response.text();
      ok = (init.expect ?? [200, 201]).includes(response.status);
      if (!ok && errorSamples.length < 20)
        errorSamples.push(
          `${init.method ?? 'GET'} ${pathname}: ${response.status} ${text.slice(0, 200)}`,
        );
      window.record(performance.now() - sent, ok);
      return ok ? (JSON.parse(text || 'null') as { data?: unknown }) : undefined;
    } catch (error) {
      if (errorSamples.length < 20) errorSamples.push(`${pathname}: ${String(error)}`);
      window.record(performance.now() - sent, false);
      return undefined;
    }
  }

  /** One shopper's visit: listing, search, a product, add to cart, prices; every 4th one buys. */
  async function shopperLoop(shopper: Shopper, index: number) {
    const auth = { authorization: `Bearer ${shopper.token}` };
    const json = { ...auth, 'content-type': 'application/json' };
    for (let visit = 0; Date.now() < deadline; visit++) {
      const line = world.lines[(index + visit) % world.lines.length]!;
      const page = 1 + (visit % 5);
      await call(`/api/v1/public/products?page=${page}&limit=20`);
      await call(`/api/v1/public/products?search=${['chair', 'table', 'sofa', 'bed'][visit % 4]}`);
      await call(`/api/v1/public/products/facets`);
      await call(`/api/v1/products/${world.urls[(index + visit) % world.urls.length]}`);
      const cart = (await call('/api/v1/my-cart/items', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...line, quantity: 1 }),
      })) as { data?: { items: { _id: string; variant_id: string }[] } } | undefined;
      const item = cart?.data?.items.find((entry) => entry.variant_id === line.variantId)?._id;
      if (!item) continue;
      await call('/api/v1/my-cart/compute-prices', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          items: [item],
          courier: 'casa-fleet',
          addressId: shopper.addressId,
        }),
      });
      if (visit % 4 === 3) {
        const placed = await call('/api/v1/my-cart/checkout', {
          method: 'POST',
          headers: { ...json, 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            items: [item],
            address: shopper.addressId,
            courier: 'casa-fleet',
            fulfillmentType: 'delivery',
            paymentMethod: 'cod',
          }),
        });
        if (placed) window.checkouts += 1;
      } else {
        await call(`/api/v1/my-cart/items/${item}`, { method: 'DELETE', headers: auth });
      }
      await call('/api/v1/my-orders?page=1&limit=5', { headers: auth });
    }
  }

  const samples: {
    second: number;
    rssMb: (number | null)[];
    requests: number;
    errors: number;
    checkouts: number;
    p50Ms: number;
    p99Ms: number;
  }[] = [];
  const sample = () => {
    const current = window;
    window = new Window();
    totals.requests += current.requests;
    totals.errors += current.errors;
    totals.checkouts += current.checkouts;
    const row = {
      second: Math.round((Date.now() - started) / 1000),
      rssMb: pids.map(rssMb),
      requests: current.requests,
      errors: current.errors,
      checkouts: current.checkouts,
      p50Ms: current.percentile(0.5),
      p99Ms: current.percentile(0.99),
    };
    samples.push(row);
    console.log(
      `${String(row.second).padStart(4)} s  rss ${row.rssMb.join('/')} MB  ${row.requests} req  ${row.errors} err  ${row.checkouts} orders  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms`,
    );
  };
  const rss0 = pids.map(rssMb);
  const timer = setInterval(sample, sampleSeconds * 1000);
  try {
    await Promise.all(world.shoppers.map((shopper, index) => shopperLoop(shopper, index)));
  } finally {
    clearInterval(timer);
    sample();
    await stop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  // Flat memory: after the first minute's warm-up, the last third's mean RSS stays within 15 %
  // (and 40 MB) of the second third's, for every node.
  const steady = samples.filter((row) => row.second > Math.min(60, seconds / 3));
  const third = Math.max(1, Math.floor(steady.length / 3));
  const mean = (rows: typeof samples, node: number) => {
    const values = rows
      .map((row) => row.rssMb[node])
      .filter((value): value is number => typeof value === 'number');
    return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
  };
  const memory = pids.map((pid, node) => {
    const middle = mean(steady.slice(third, 2 * third), node);
    const last = mean(steady.slice(-third), node);
    const growth = last - middle;
    return {
      pid,
      startMb: rss0[node],
      middleThirdMeanMb: Math.round(middle * 10) / 10,
      lastThirdMeanMb: Math.round(last * 10) / 10,
      growthMb: Math.round(growth * 10) / 10,
      flat: growth <= Math.max(40, middle * 0.15),
    };
  });
  const elapsed = (Date.now() - started) / 1000;
  const report = {
    date: new Date().toISOString(),
    machine: describeMachine(),
    target: externalUrl ? `BASE_URL ${externalUrl}` : 'one node, embedded database (pglite)',
    productCount: externalUrl ? null : productCount,
    connections,
    secondsRequested: seconds,
    secondsRun: Math.round(elapsed),
    sampleSeconds,
    totals: { ...totals, requestsPerSecond: Math.round(totals.requests / elapsed) },
    memory,
    verdict: {
      noErrors: totals.errors === 0,
      flatMemory: memory.every((node) => node.flat),
    },
    errorSamples,
    samples,
  };
  const file = writeReport('soak.json', report);
  console.log(
    `\n${totals.requests} requests (${report.totals.requestsPerSecond}/s), ${totals.errors} errors, ${totals.checkouts} orders in ${Math.round(elapsed)} s`,
  );
  for (const node of memory)
    console.log(
      `pid ${node.pid}: ${node.middleThirdMeanMb} MB → ${node.lastThirdMeanMb} MB (${node.growthMb >= 0 ? '+' : ''}${node.growthMb} MB): ${node.flat ? 'flat' : 'GROWING'}`,
    );
  console.log(`Written to ${file}`);
  if (!report.verdict.noErrors || !report.verdict.flatMemory) process.exitCode = 1;
}

await main();
