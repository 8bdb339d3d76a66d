import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@shop/server/app';
import { loadConfig } from '@shop/server/config';
import { openDatabase, type Database } from '@shop/server/db/client';
import { seedAccounts } from '@shop/server/modules/auth/seed-accounts';
import { generateCatalogue } from '@shop/server/seed/generator/index';
import { seedCatalogue } from '@shop/server/seed/seed-database';
import { BENCH_PROJECT_ID } from './catalogue-data';
import { describeMachine } from './machine';
import { writeReport } from './report';

// `npm run bench:back-office -w @shop/bench`: the console's dashboard and order list with
// BENCH_ORDERS orders (default 100,000, spread over 90 days) on PostgreSQL (BENCH_PG_URL, default
// the local server). The bench creates its own database, seeds the catalogue, customers and
// orders in SQL, asks each scenario BENCH_RUNS times through the app (app.inject: routing,
// validation, queries and serialisation, no network) and drops the database at the end
// (BENCH_KEEP_DATABASE=true keeps it for reading query plans).

const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 5_000);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 1_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const warmUps = 3;
const databaseName = `shop_bench_back_office_${process.pid}`;
/** Keeps the database for reading query plans (drop it by hand afterwards). */
const keepDatabase = process.env.BENCH_KEEP_DATABASE === 'true';
const ADMIN = { email: 'bench.admin@casafilipina.ph', password: 'Bench#Admin2024' };

const targets = { dashboard: 300, list: 100 } as const;

interface Scenario {
  name: string;
  kind: keyof typeof targets;
  url: string;
}

const databaseUrl = (name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const seconds = (started: number) => Math.round((performance.now() - started) / 100) / 10;

async function onServer(statement: string) {
  const server = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
  try {
    await server.db.execute(sql.raw(statement));
  } finally {
    await server.close();
  }
}

/** Customers with Filipino names, e-mails and mobiles: 20 first names × 25 surnames. */
async function seedCustomers(db: Database) {
  await db.execute(sql`
    insert into users (project_id, email, first_name, last_name, mobile, role_name, email_verified_at)
    select ${BENCH_PROJECT_ID},
           'customer' || g || '@example.ph',
           (array['Maria','Jose','Ana','Juan','Liza','Paolo','Grace','Mark','Joy','Carlo',
                  'Rose','Miguel','Kristine','Rafael','Angelica','Ramon','Bea','Nico','Camille','Dante'])[1 + g % 20],
           (array['Santos','Reyes','Cruz','Bautista','Ocampo','Garcia','Mendoza','Torres','Tomas',
                  'Andrada','Castillo','Flores','Villanueva','Ramos','Castro','Rivera','Aquino',
                  'Navarro','Salazar','Mercado','Dela Cruz','Gonzales','Lopez','Soriano','Domingo'])[1 + (g / 20) % 25],
           '9' || lpad((170000000 + g)::text, 9, '0'),
           'customer',
           now()
    from generate_series(1, ${customerCount}) as g`);
}

/**
 * Orders over the last 90 days (more of them recent), 1–3 lines each of the seeded variants,
 * statuses as a shop's mix (most completed), cash on delivery or online, delivered or picked up.
 * Totals are the lines' sums plus shipping, VAT 12 % inside, as checkout computes them.
 */
async function seedOrders(db: Database) {
  await db.execute(sql`
    create temporary table bench_variants as
    select row_number() over (order by pv.id) as n, pv.id as variant_id, p.id as product_id,
           p.name, p.friendly_url, pv.sku, pv.price_centavos
    from product_variants pv join products p on p.id = pv.product_id
    where p.project_id = ${BENCH_PROJECT_ID} and p.is_active`);
  await db.execute(sql`
    create temporary table bench_customers as
    select row_number() over (order by id) as n, id from users
    where project_id = ${BENCH_PROJECT_ID} and role_name = 'customer'`);
  await db.execute(sql`
    create temporary table bench_branches as
    select row_number() over (order by code) as n, id from branches where project_id = ${BENCH_PROJECT_ID}`);
  await db.execute(sql`
    create temporary table bench_orders as
    select g, gen_random_uuid() as id, r,
           now() - (power(random(), 1.3) * interval '90 days') as created_at,
           case when random() < 0.55 then 'cod' else 'online' end as payment_method,
           case when random() < 0.8 then 'delivery' else 'pickup' end as fulfillment_type
    from (select g, random() as r from generate_series(1, ${orderCount}) as g) s`);
  await db.execute(sql`
    create temporary table bench_lines as
    select o.g, i as position, v.*, 1 + ((o.g + i) % 3 = 0)::int as quantity
    from bench_orders o
    cross join lateral generate_series(1, 1 + o.g % 3) as i
    join bench_variants v on v.n = 1 + ((o.g * 7919 + i * 104729) % (select count(*) from bench_variants))`);
  await db.execute(sql`
    insert into orders (id, project_id, user_id, order_number, status, fulfillment_type,
      pickup_branch_id, courier_code, courier_name, subtotal_centavos, discount_centavos,
      shipping_fee_centavos, vat_centavos, vatable_sales_centavos, total_centavos,
      payment_method, payment_status, created_at, updated_at)
    select o.id, ${BENCH_PROJECT_ID}, c.id,
           'CF-' || extract(year from o.created_at at time zone 'Asia/Manila') || '-' || lpad(o.g::text, 6, '0'),
           s.status, o.fulfillment_type,
           case when o.fulfillment_type = 'pickup' then b.id end,
           case when o.fulfillment_type = 'delivery' then (array['casa-fleet','lbc','jnt'])[1 + o.g % 3] end,
           case when o.fulfillment_type = 'delivery' then (array['Casa Fleet','LBC Express','J&T Express'])[1 + o.g % 3] end,
           t.subtotal, 0, t.shipping,
           ((t.subtotal + t.shipping) * 12 + 56) / 112,
           (t.subtotal + t.shipping) - ((t.subtotal + t.shipping) * 12 + 56) / 112,
           t.subtotal + t.shipping,
           o.payment_method,
           case when s.status like 'order_placed%' and o.payment_method = 'online' then 'awaiting_payment'
                when s.status = 'cancelled_seller' and o.payment_method = 'online' then 'expired'
                when s.status = 'cancelled_customer' then 'cancelled'
                when o.payment_method = 'cod' and s.status in ('order_placed_cod_payment','processing','shipped') then 'cod_pending'
                else 'paid' end,
           o.created_at, o.created_at
    from bench_orders o
    join (select g, sum(quantity * price_centavos)::int as subtotal,
                 case when sum(quantity * price_centavos) >= 5000000 then 0 else 150000 end as shipping
          from bench_lines group by g) t on t.g = o.g
    join bench_customers c on c.n = 1 + (o.g * 31) % (select count(*) from bench_customers)
    join bench_branches b on b.n = 1 + o.g % (select count(*) from bench_branches)
    cross join lateral (select case
      when o.r < 0.03 then case when o.payment_method = 'online' then 'order_placed_awaiting_payment' else 'order_placed' end
      when o.r < 0.13 then case when o.payment_method = 'online' then 'order_placed_online_payment' else 'order_placed_cod_payment' end
      when o.r < 0.18 then 'processing'
      when o.r < 0.26 then 'shipped'
      when o.r < 0.33 then 'delivered_confirm_receipt'
      when o.r < 0.85 then 'order_complete'
      when o.r < 0.91 then 'cancelled_customer'
      when o.r < 0.94 then 'cancelled_seller'
      when o.r < 0.97 then 'returned'
      else 'return_request' end as status) s`);
  await db.execute(sql`
    insert into order_items (order_id, position, product_id, variant_id, branch_id, name,
      friendly_url, sku, unit_price_centavos, quantity, gross_centavos, discount_centavos,
      net_centavos, vat_centavos, created_at, updated_at)
    select o.id, l.position, l.product_id, l.variant_id, b.id, l.name, l.friendly_url, l.sku,
           l.price_centavos, l.quantity, l.quantity * l.price_centavos, 0,
           l.quantity * l.price_centavos, (l.quantity * l.price_centavos * 12 + 56) / 112,
           o.created_at, o.created_at
    from bench_lines l
    join bench_orders o on o.g = l.g
    join bench_branches b on b.n = 1 + l.g % (select count(*) from bench_branches)`);
  await db.execute(sql`
    insert into order_returns (order_id, user_id, status, reason, created_at, updated_at)
    select id, user_id, status, 'Damaged on arrival', created_at, created_at
    from orders where status in ('return_request', 'returned')`);
  await db.execute(sql`analyze`);
}

const manilaDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(at));

function scenarios(): Scenario[] {
  const today = manilaDay(Date.now());
  const monthAgo = manilaDay(Date.now() - 29 * 86_400_000);
  const deepPage = Math.floor(orderCount / 50 / 2);
  return [
    ...(['today', '7d', '30d'] as const).map((range) => ({
      name: `dashboard ${range}`,
      kind: 'dashboard' as const,
      url: `/api/v1/admin/dashboard?range=${range}`,
    })),
    { name: 'orders: first page', kind: 'list', url: '/api/v1/admin/orders?page=1&limit=50' },
    {
      name: `orders: page ${deepPage} (deep)`,
      kind: 'list',
      url: `/api/v1/admin/orders?page=${deepPage}&limit=50`,
    },
    {
      name: 'orders: sorted by total',
      kind: 'list',
      url: '/api/v1/admin/orders?page=1&limit=50&sort=totalCentavos&order=desc',
    },
    {
      name: 'orders: processing, last 30 days',
      kind: 'list',
      url: `/api/v1/admin/orders?page=1&limit=50&group=processing&from=${monthAgo}&to=${today}`,
    },
    {
      name: 'orders: search order number part',
      kind: 'list',
      url: '/api/v1/admin/orders?page=1&limit=50&search=04217',
    },
    {
      name: 'orders: search customer name',
      kind: 'list',
      url: `/api/v1/admin/orders?page=1&limit=50&search=${encodeURIComponent('Grace Villanueva')}`,
    },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(app: FastifyInstance, token: string, scenario: Scenario) {
  const ask = async () => {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: scenario.url,
      headers: { authorization: `Bearer ${token}` },
    });
    return { ms: performance.now() - started, response };
  };
  const first = await ask();
  if (first.response.statusCode !== 200) {
    throw new Error(
      `${scenario.url} answered ${first.response.statusCode}: ${first.response.body}`,
    );
  }
  for (let index = 1; index < warmUps; index++) await ask();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) times.push((await ask()).ms);
  const sorted = [...times].sort((a, b) => a - b);
  const body = first.response.json() as { meta?: { total: number } };
  return {
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1) ?? 0),
    bodyBytes: Buffer.byteLength(first.response.body),
    ...(body.meta ? { total: body.meta.total } : {}),
  };
}

async function main() {
  await onServer(`drop database if exists ${databaseName}`);
  await onServer(`create database ${databaseName}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-back-office-'));
  const database = await openDatabase({ databaseUrl: databaseUrl(databaseName), dataDir });
  let app: FastifyInstance | undefined;
  try {
    let started = performance.now();
    await database.migrate();
    await seedCatalogue(database.db, generateCatalogue({ productCount }), {
      projectId: BENCH_PROJECT_ID,
    });
    const catalogueSeconds = seconds(started);
    started = performance.now();
    await seedCustomers(database.db);
    await seedOrders(database.db);
    const ordersSeconds = seconds(started);
    console.log(
      `Seeded ${productCount} products in ${catalogueSeconds} s, ${customerCount} customers and ${orderCount} orders in ${ordersSeconds} s`,
    );
    await seedAccounts(database.db, BENCH_PROJECT_ID, {
      operator: null,
      admin: ADMIN,
      demoCustomer: false,
    });

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(databaseName),
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      PROJECT_ID: BENCH_PROJECT_ID,
      WEB_DIST: path.join(dataDir, 'web'),
      LOG_LEVEL: 'silent',
      SEED_ON_START: 'false',
      JOBS_POLL_INTERVAL_MS: '0',
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: ADMIN,
    });
    if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.body}`);
    const token = (signIn.json() as { data: { token: string } }).data.token;

    const results = [];
    for (const scenario of scenarios()) {
      const measured = await measure(app, token, scenario);
      const row = {
        scenario: scenario.name,
        path: scenario.url,
        ...measured,
        targetMedianMs: targets[scenario.kind],
        meetsTarget: measured.medianMs <= targets[scenario.kind],
      };
      console.log(row);
      results.push(row);
    }
    const report = {
      date: new Date().toISOString(),
      machine: describeMachine(),
      database: 'PostgreSQL (local server)',
      orders: orderCount,
      customers: customerCount,
      products: productCount,
      seedSeconds: { catalogue: catalogueSeconds, customersAndOrders: ordersSeconds },
      runsPerScenario: runs,
      measuredWith: 'app.inject (in-process: routing, validation, queries, serialisation)',
      results,
    };
    const file = writeReport('back-office.json', report);
    console.log(`Wrote ${file}`);
  } finally {
    await app?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (keepDatabase) console.log(`Kept ${databaseUrl(databaseName)} (BENCH_KEEP_DATABASE)`);
    else await onServer(`drop database if exists ${databaseName}`);
  }
}

await main();
