import { CATALOGUE_CSV_MESSAGES } from '@shop/shared/admin/catalogue-csv';
import { PRODUCT_MESSAGES } from '@shop/shared/admin/product';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, catalogueImports, stockMovements } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import { callers, createAdminTestApp, type Caller } from './admin-fixtures';
import { expectStatus, get, post } from './auth-fixtures';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let customer: Caller;

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ admin, staff, customer } = await callers(t));
});
afterAll(() => t.close());

const EXPORT = '/api/v1/admin/catalogue/export.csv';
const IMPORTS = '/api/v1/admin/catalogue/imports';
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

async function exportBytes(caller: Caller = staff) {
  const response = await get(t, EXPORT, caller.headers);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** The export as rows of cells (header first). */
async function exportRows() {
  return parse(await exportBytes(), { bom: true }) as string[][];
}

const toCsv = (rows: string[][]) => stringify(rows, { bom: true });

function check(csv: string | Buffer, caller: Caller = staff) {
  return t.app.inject({
    method: 'POST',
    url: `${IMPORTS}?fileName=catalogue.csv`,
    payload: csv,
    headers: { ...caller.headers, 'content-type': 'text/csv' },
  });
}

/** A multipart upload of `csv` in the field `file`, as the console sends it. */
function upload(csv: string, caller: Caller = staff) {
  const boundary = '----catalogue-csv-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="prices.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: IMPORTS,
    payload: body,
    headers: { ...caller.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const apply = (id: string, caller: Caller = staff) =>
  post(t, `${IMPORTS}/${id}/apply`, {}, caller.headers);

/** A row of the export edited by column name. */
function editRow(header: string[], row: string[], changes: Record<string, string>) {
  const copy = [...row];
  for (const [column, value] of Object.entries(changes)) {
    const index = header.indexOf(column);
    expect(index, column).toBeGreaterThanOrEqual(0);
    copy[index] = value;
  }
  return copy;
}

let serial = 0;
/** A whole new product of two variants, as rows of the export's header. */
function newProductRows(
  header: string[],
  template: string[],
  overrides: Record<string, string> = {},
) {
  serial += 1;
  const sku = `CSV-${serial}${Date.now().toString(36)}`.toUpperCase();
  const product = {
    product_sku: sku,
    product_name: `Piña Weave Bench ${sku}`,
    friendly_url: `pina-weave-bench-${sku.toLowerCase()}`,
    description: 'A bench woven with piña fibre in Aklan; ₱ prices include VAT.',
    categories: '',
    materials: 'Narra|Piña',
    width_cm: '120',
    depth_cm: '40',
    height_cm: '45',
    weight_grams: '15000',
    protection_plan_name: '',
    protection_plan_years: '',
    protection_plan_price: '',
    active: 'yes',
    seo_title: '',
    seo_description: '',
    ...overrides,
  };
  const stock = Object.fromEntries(
    header.filter((column) => column.startsWith('stock_')).map((column) => [column, '']),
  );
  return [
    editRow(header, template, {
      ...product,
      ...stock,
      variant_sku: `${sku}-NAR`,
      color: 'Narra',
      size: '',
      material: '',
      price: '8999.00',
      compare_at_price: '',
      variant_weight_grams: '',
      low_stock_threshold: '2',
    }),
    editRow(header, template, {
      ...product,
      ...stock,
      variant_sku: `${sku}-WHT`,
      color: 'Whitewash',
      size: '',
      material: '',
      price: '9499.50',
      compare_at_price: '9999.00',
      variant_weight_grams: '15500',
      low_stock_threshold: '1',
    }),
  ];
}

describe('who may use the catalogue CSV', () => {
  it('lets admins and staff export, check, read and apply; customers get 403 and strangers 401', async () => {
    const csv = toCsv(await exportRows());
    for (const caller of [admin, staff]) {
      expect((await get(t, EXPORT, caller.headers)).statusCode).toBe(200);
      const checked = expectStatus(await check(csv, caller), 201).data;
      expectStatus(await get(t, `${IMPORTS}/${checked._id}`, caller.headers), 200);
      expectStatus(await get(t, IMPORTS, caller.headers), 200);
      expectStatus(await apply(checked._id, caller), 200);
    }
    const checked = expectStatus(await check(csv), 201).data;
    const requests = [
      () => get(t, EXPORT, customer.headers),
      () => get(t, IMPORTS, customer.headers),
      () => check(csv, customer),
      () => get(t, `${IMPORTS}/${checked._id}`, customer.headers),
      () => apply(checked._id, customer),
    ];
    for (const request of requests) {
      expect(expectStatus(await request(), 403)).toEqual({
        message: 'You do not have access to this.',
      });
    }
    expect((await get(t, EXPORT)).statusCode).toBe(401);
    expect((await get(t, `${IMPORTS}/${checked._id}`)).statusCode).toBe(401);
    expect((await post(t, `${IMPORTS}/${checked._id}/apply`, {})).statusCode).toBe(401);
  });

  it('staff see imports another staff member checked', async () => {
    const checked = expectStatus(await check(toCsv(await exportRows()), admin), 201).data;
    const seen = expectStatus(await get(t, `${IMPORTS}/${checked._id}`, staff.headers), 200).data;
    expect(seen.status).toBe('checked');
    const list = expectStatus(await get(t, IMPORTS, staff.headers), 200).data;
    expect(list.map((row: { _id: string }) => row._id)).toContain(checked._id);
  });

  it('answers 404 for an import that does not exist', async () => {
    expect(
      expectStatus(
        await get(t, `${IMPORTS}/00000000-0000-4000-8000-000000000000`, staff.headers),
        404,
      ),
    ).toEqual({ message: CATALOGUE_CSV_MESSAGES.notFound });
  });
});

describe('export', () => {
  it('is a UTF-8 CSV with a BOM, named by the day, one row per variant with stock per branch', async () => {
    const response = await get(t, EXPORT, staff.headers);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(BOM);
    const [header = [], ...rows] = parse(response.rawPayload, { bom: true }) as string[][];
    expect(header.slice(0, 3)).toEqual(['product_sku', 'product_name', 'friendly_url']);
    expect(header.filter((column) => column.startsWith('stock_')).length).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(0);
    const skus = rows.map((row) => row[header.indexOf('variant_sku')]);
    expect(new Set(skus).size).toBe(skus.length);
  });
});

describe('the dry run', () => {
  it('lists every bad row with its line, column and message, and changes nothing', async () => {
    const before = await exportBytes();
    const [header = [], first = [], second = [], ...rest] = await exportRows();
    const otherVariantSku = second[header.indexOf('variant_sku')]!;
    const added = newProductRows(header, first);
    const addedSku = added[0]![header.indexOf('variant_sku')]!;
    const rows = [
      header,
      editRow(header, first, { price: '1,299.00' }), // line 2
      editRow(header, second, { variant_sku: first[header.indexOf('variant_sku')]! }), // line 3
      ...rest.slice(0, 2), // lines 4-5
      editRow(header, added[0]!, { categories: 'living-room|no-such-room' }), // line 6
      editRow(header, added[1]!, { variant_sku: addedSku, categories: 'living-room|no-such-room' }), // line 7
      ...newProductRows(header, first).map(
        (row, index) =>
          index === 0
            ? editRow(header, row, { variant_sku: otherVariantSku }) // line 8: another product's SKU
            : editRow(header, row, { price: '-5.00' }), // line 9
      ),
    ];
    const response = await check(toCsv(rows));
    const result = expectStatus(response, 201).data;
    expect(result.status).toBe('checked');
    expect(result.errors).toEqual(
      expect.arrayContaining([
        {
          line: 2,
          column: 'price',
          message: CATALOGUE_CSV_MESSAGES.numberFormat('1,299.00', '1299.00'),
        },
        { line: 3, column: 'variant_sku', message: CATALOGUE_CSV_MESSAGES.skuTwiceInFile(2) },
        {
          line: 6,
          column: 'categories',
          message: CATALOGUE_CSV_MESSAGES.categoryUnknown('no-such-room'),
        },
        { line: 7, column: 'variant_sku', message: CATALOGUE_CSV_MESSAGES.skuTwiceInFile(6) },
        {
          line: 8,
          column: 'variant_sku',
          message: expect.stringMatching(/^This SKU is already used by /),
        },
        { line: 9, column: 'price', message: PRODUCT_MESSAGES.pricePositive },
      ]),
    );
    expect(expectStatus(await apply(result._id), 409)).toEqual({
      message: CATALOGUE_CSV_MESSAGES.hasErrors,
    });
    expect(await exportBytes()).toEqual(before);
  });

  it('says which required column is missing, on line 1', async () => {
    const rows = (await exportRows()).map((row) => row.slice(1));
    const result = expectStatus(await check(toCsv(rows)), 201).data;
    expect(result.errors).toEqual([
      { line: 1, column: 'product_sku', message: CATALOGUE_CSV_MESSAGES.columnMissing },
    ]);
  });

  it('names an unknown branch column and a row whose product fields disagree', async () => {
    const [header = [], first = [], second = []] = await exportRows();
    const sameProduct =
      first[header.indexOf('product_sku')] === second[header.indexOf('product_sku')];
    expect(sameProduct).toBe(true);
    const disagreeing = expectStatus(
      await check(toCsv([header, first, editRow(header, second, { product_name: 'Other name' })])),
      201,
    ).data;
    expect(disagreeing.errors).toEqual([
      {
        line: 3,
        column: 'product_name',
        message: CATALOGUE_CSV_MESSAGES.productFieldDiffers(2),
      },
    ]);
    const branch = expectStatus(
      await check(
        toCsv([
          [...header, 'stock_NOPE'],
          [...first, '1'],
        ]),
      ),
      201,
    ).data;
    expect(branch.errors).toEqual([
      { line: 1, column: 'stock_NOPE', message: CATALOGUE_CSV_MESSAGES.branchUnknown('NOPE') },
    ]);
  });

  it('asks for UTF-8 when the file was saved in another encoding', async () => {
    const latin1 = Buffer.from(toCsv(await exportRows()).replace(/^\uFEFF/, 'Piña,'), 'latin1');
    const result = expectStatus(await check(latin1), 201).data;
    expect(result.errors).toEqual([
      { line: 1, column: '', message: CATALOGUE_CSV_MESSAGES.notUtf8 },
    ]);
  });

  it('refuses a request without a file', async () => {
    expect(expectStatus(await post(t, IMPORTS, { csv: 'x' }, staff.headers), 400)).toEqual({
      message: CATALOGUE_CSV_MESSAGES.notUploaded,
    });
  });
});

describe('apply', () => {
  it('creates and updates by SKU in one go, sets stock through the ledger and shows on the storefront', async () => {
    const [header = [], first = [], ...rest] = await exportRows();
    const stockColumn = header.find((column) => column.startsWith('stock_'))!;
    const productUrl = first[header.indexOf('friendly_url')]!;
    const variantSku = first[header.indexOf('variant_sku')]!;
    const added = newProductRows(header, first, { categories: 'living-room' }).map((row, index) =>
      editRow(header, row, { [stockColumn]: String(index + 3) }),
    );
    const csv = toCsv([
      header,
      editRow(header, first, { price: '23456.00', [stockColumn]: '42' }),
      ...rest,
      ...added,
    ]);
    const checked = expectStatus(await upload(csv), 201).data;
    expect(checked.fileName).toBe('prices.csv');
    expect(checked.errors).toEqual([]);
    expect(checked.summary).toMatchObject({
      productsToCreate: 1,
      productsToUpdate: 1,
      variantsToCreate: 2,
      variantsToUpdate: 1,
      stockChanges: 3,
    });

    const applied = expectStatus(await apply(checked._id), 200).data;
    expect(applied.status).toBe('applied');
    expect(applied.processedRows).toBe(applied.totalRows);
    expect(expectStatus(await apply(checked._id), 409)).toEqual({
      message: CATALOGUE_CSV_MESSAGES.notChecked,
    });

    const page = expectStatus(await get(t, `/api/v1/products/${productUrl}`), 200).data;
    const variant = page.variants.find((row: { sku: string }) => row.sku === variantSku);
    expect(variant.price).toBe(23456);
    const newUrl = added[0]![header.indexOf('friendly_url')]!;
    const created = expectStatus(await get(t, `/api/v1/products/${newUrl}`), 200).data;
    expect(created.name).toMatch(/^Piña Weave Bench /);
    expect(created.variants.map((row: { price: number }) => row.price)).toEqual([8999, 9499.5]);

    const movements = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reason, 'import'));
    expect(movements).toHaveLength(3);
    expect(movements.every((row) => row.actorId === staff.id)).toBe(true);
    expect(movements.map((row) => row.quantityAfter).sort()).toEqual([3, 4, 42]);

    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.action, 'catalogue.import'), eq(activityLog.recordId, checked._id)),
      );
    expect(entry?.actorEmail).toBe(staff.email);
    expect(entry?.changes).toMatchObject({
      productsToCreate: { before: null, after: 1 },
      variantsToUpdate: { before: null, after: 1 },
    });
  });

  it('leaves nothing changed when a write fails half-way, and marks the import failed', async () => {
    const before = await exportBytes();
    const [header = [], first = [], ...rest] = await exportRows();
    const added = newProductRows(header, first);
    const failingSku = added[1]![header.indexOf('variant_sku')]!;
    // A real database failure in the middle of the writes: the new product's row and its first
    // variant are already written inside the transaction when this variant's insert is refused.
    await t.database.db.execute(
      sql.raw(`
        create function refuse_test_variant() returns trigger language plpgsql as $$
        begin
          if new.sku = '${failingSku}' then raise exception 'refused for the test'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_test_variant before insert on product_variants
        for each row execute function refuse_test_variant()`),
    );
    try {
      const csv = toCsv([header, editRow(header, first, { price: '777.00' }), ...rest, ...added]);
      const checked = expectStatus(await check(csv), 201).data;
      expect(checked.errors).toEqual([]);
      expect((await apply(checked._id)).statusCode).toBe(500);
      const [row] = await t.database.db
        .select({ status: catalogueImports.status })
        .from(catalogueImports)
        .where(eq(catalogueImports.id, checked._id));
      expect(row?.status).toBe('failed');
      expect(await exportBytes()).toEqual(before);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_test_variant on product_variants'));
      await t.database.db.execute(sql.raw('drop function refuse_test_variant()'));
    }
  });

  it('round trip: export, import unchanged (no changes), export again gives the same bytes', async () => {
    const first = await exportBytes();
    const checked = expectStatus(await check(first), 201).data;
    expect(checked.errors).toEqual([]);
    expect(checked.summary).toMatchObject({
      productsToCreate: 0,
      productsToUpdate: 0,
      variantsToCreate: 0,
      variantsToUpdate: 0,
      stockChanges: 0,
    });
    expectStatus(await apply(checked._id), 200);
    expect(await exportBytes()).toEqual(first);
  });

  it('keeps ₱ and ñ intact through the BOM-marked file', async () => {
    const [header = [], first = []] = await exportRows();
    const added = newProductRows(header, first, {
      product_name: `Señora Piña Daybed ${Date.now()}`,
      seo_description: 'Solid narra, ₱ price includes VAT — niño-safe finish.',
    });
    const checked = expectStatus(
      await check(Buffer.concat([Buffer.from(toCsv([header, ...added]))])),
      201,
    ).data;
    expectStatus(await apply(checked._id), 200);
    const bytes = await exportBytes();
    expect(bytes.subarray(0, 3)).toEqual(BOM);
    const text = bytes.toString('utf8');
    expect(text).toContain('Señora Piña Daybed');
    expect(text).toContain('₱ price includes VAT — niño-safe finish.');
    const again = expectStatus(await check(bytes), 201).data;
    expect(again.summary.productsToUpdate).toBe(0);
  });
});
