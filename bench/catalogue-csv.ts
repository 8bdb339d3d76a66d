import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { openDatabase } from '@shop/server/db/client';
import { createActivityService } from '@shop/server/modules/activity/activity-service';
import { createCatalogueCsvRepository } from '@shop/server/modules/catalogue/admin/csv-repository';
import { createCatalogueCsvService } from '@shop/server/modules/catalogue/admin/csv-service';
import { createAdminProductsRepository } from '@shop/server/modules/catalogue/admin/products-repository';
import { createStockRepository } from '@shop/server/modules/stock/index';
import { BENCH_PROJECT_ID, catalogueDataDir } from './catalogue-data';
import { describeMachine } from './machine';

// `npm run bench:csv -w @shop/bench`: the catalogue CSV on the embedded database with
// BENCH_PRODUCTS products (default 10,000). Export; check and apply the file unchanged (no
// changes, the next export byte-identical); check and apply it with every price changed.
// The services are composed here as app.ts composes them; HTTP adds only the upload itself.

const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const seconds = (started: number) => Math.round((performance.now() - started) / 10) / 100;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, seconds(started)];
}

/** Every variant's price up by ₱1.00: each row changes, the file keeps its shape. */
function withHigherPrices(csv: string) {
  const [header = [], ...rows] = parse(csv, { bom: true }) as string[][];
  const price = header.indexOf('price');
  const changed = rows.map((row) =>
    row.map((cell, index) => (index === price ? (Number(cell) + 1).toFixed(2) : cell)),
  );
  return stringify([header, ...changed], { bom: true, record_delimiter: 'windows' });
}

async function main() {
  const source = await catalogueDataDir(productCount);
  // The import writes: work on a copy, so the cached catalogue stays as generated.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-csv-'));
  cpSync(source, dataDir, { recursive: true });
  rmSync(path.join(dataDir, 'ready'), { force: true });
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
    const { db } = database;
    const activity = createActivityService({ db, projectId: BENCH_PROJECT_ID });
    const csv = createCatalogueCsvService({
      repository: createCatalogueCsvRepository(db),
      redirects: createAdminProductsRepository(db),
      setAvailable: createStockRepository(db).setAvailable,
      recordActivity: (tx, actor, change) => activity.record(tx, actor, change),
      refreshCatalogue: async () => {},
      projectId: BENCH_PROJECT_ID,
      now: () => new Date(),
    });
    const actor = { id: randomUUID(), email: 'bench@casafilipina.ph' };

    const [exported, exportSeconds] = await timed(() => csv.exportCsv());
    const rows = exported.split('\r\n').length - 2;
    const [unchanged, checkUnchangedSeconds] = await timed(() =>
      csv.check(actor, 'unchanged.csv', exported),
    );
    if (unchanged.errors.length) throw new Error(JSON.stringify(unchanged.errors.slice(0, 5)));
    const [applied, applyUnchangedSeconds] = await timed(() => csv.apply(actor, unchanged._id));
    const again = await csv.exportCsv();
    if (again !== exported) throw new Error('export → import unchanged → export is not identical');
    const noChanges =
      applied.summary.productsToCreate +
      applied.summary.productsToUpdate +
      applied.summary.variantsToCreate +
      applied.summary.variantsToUpdate +
      applied.summary.stockChanges;
    if (noChanges !== 0) throw new Error(`unchanged file changed ${noChanges} things`);

    const repriced = withHigherPrices(exported);
    const [priced, checkPricesSeconds] = await timed(() =>
      csv.check(actor, 'prices.csv', repriced),
    );
    if (priced.errors.length) throw new Error(JSON.stringify(priced.errors.slice(0, 5)));
    const [pricedApplied, applyPricesSeconds] = await timed(() => csv.apply(actor, priced._id));
    const afterPrices = await csv.exportCsv();
    if (afterPrices !== repriced) throw new Error('the repriced export differs from the file');

    const result = {
      date: new Date().toISOString(),
      machine: describeMachine(),
      database: 'PGlite (embedded)',
      products: productCount,
      rows,
      fileMiB: Math.round((Buffer.byteLength(exported) / 2 ** 20) * 10) / 10,
      exportSeconds,
      unchanged: {
        checkSeconds: checkUnchangedSeconds,
        applySeconds: applyUnchangedSeconds,
        summary: applied.summary,
        roundTripIdentical: true,
      },
      pricesChanged: {
        checkSeconds: checkPricesSeconds,
        applySeconds: applyPricesSeconds,
        totalSeconds: Math.round((checkPricesSeconds + applyPricesSeconds) * 100) / 100,
        summary: pricedApplied.summary,
      },
    };
    console.log(JSON.stringify(result, null, 2));
    const results = fileURLToPath(new URL('./results', import.meta.url));
    mkdirSync(results, { recursive: true });
    writeFileSync(path.join(results, 'catalogue-csv.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
