import { randomUUID } from 'node:crypto';
import { and, eq, gte, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { branches, stockMovements, variantStock } from '../../db/schema/index';
import { createStockRepository, type StockRepository } from './index';

let database: DatabaseHandle;
let stock: StockRepository;
let shelf: { variantId: string; branchId: string };

const setUnits = (quantity: number) =>
  database.db
    .update(variantStock)
    .set({ quantity })
    .where(
      and(eq(variantStock.variantId, shelf.variantId), eq(variantStock.branchId, shelf.branchId)),
    );
const unitsLeft = () => stock.unitsLeft(shelf.variantId, shelf.branchId);

beforeAll(async () => {
  database = await createTestDatabase();
  stock = createStockRepository(database.db);
  const [row] = await database.db
    .select({ variantId: variantStock.variantId, branchId: variantStock.branchId })
    .from(variantStock)
    .where(gte(variantStock.quantity, 1))
    .limit(1);
  if (!row) throw new Error('The seeded catalogue has no stock');
  shelf = row;
});
afterAll(() => database.close());
beforeEach(() => setUnits(3));

describe('the stock repository', () => {
  it('reserves units while there are enough and refuses the ones that are not there', async () => {
    expect(await stock.reserve(shelf.variantId, shelf.branchId, 2)).toMatchObject({
      quantityBefore: 3,
      quantityAfter: 1,
      delta: -2,
    });
    expect(await unitsLeft()).toBe(1);
    expect(await stock.reserve(shelf.variantId, shelf.branchId, 2)).toBeNull();
    expect(await unitsLeft()).toBe(1);
    expect(await stock.reserve(shelf.variantId, shelf.branchId, 1)).not.toBeNull();
    expect(await unitsLeft()).toBe(0);
  });

  it('sells the last unit once when two checkouts reserve it at the same time', async () => {
    await setUnits(1);
    const reserveInTransaction = () =>
      database.db.transaction((tx) => stock.reserve(shelf.variantId, shelf.branchId, 1, tx));
    const results = await Promise.all([reserveInTransaction(), reserveInTransaction()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await unitsLeft()).toBe(0);
  });

  it('names the order on the sale row when the checkout gives the order’s id', async () => {
    const orderId = randomUUID();
    const sale = await stock.reserve(shelf.variantId, shelf.branchId, 1, database.db, orderId);
    const [row] = await database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.id, sale!.movementId));
    expect(row).toMatchObject({ orderId, reason: 'sale', delta: -1, quantityBefore: 3 });
    expect(await unitsLeft()).toBe(2);
  });

  it('puts released units back on the shelf', async () => {
    await stock.release(shelf.variantId, shelf.branchId, 2, randomUUID());
    expect(await unitsLeft()).toBe(5);
  });

  it('joins the caller’s transaction: a rolled-back reservation or release changes nothing', async () => {
    const rollback = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        expect(await stock.reserve(shelf.variantId, shelf.branchId, 3, tx)).not.toBeNull();
        await stock.release(shelf.variantId, shelf.branchId, 7, randomUUID(), tx);
        expect(await stock.unitsLeft(shelf.variantId, shelf.branchId, tx)).toBe(7);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await unitsLeft()).toBe(3);
  });

  it('counts no units where the branch never stocked the variant', async () => {
    const elsewhere = randomUUID();
    expect(await stock.unitsLeft(shelf.variantId, elsewhere)).toBe(0);
    expect(await stock.reserve(shelf.variantId, elsewhere, 1)).toBeNull();
  });

  it('writes a ledger row with before, after and delta for every change', async () => {
    const orderId = randomUUID();
    const sale = await stock.reserve(shelf.variantId, shelf.branchId, 2);
    await stock.attachOrder([sale!.movementId], orderId);
    await stock.release(shelf.variantId, shelf.branchId, 2, orderId);
    await stock.restockReturn(shelf.variantId, shelf.branchId, 1, { orderId, note: 'RMA 7' });
    const rows = await database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, orderId));
    expect(
      rows
        .map((row) => [row.reason, row.quantityBefore, row.quantityAfter, row.delta])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['cancellation', 1, 3, 2],
      ['return', 3, 4, 1],
      ['sale', 3, 1, -2],
    ]);
  });

  it('adjusts only while the count stays at zero or more', async () => {
    const context = { reason: 'damaged' as const, actorId: null };
    expect(await stock.adjust(shelf.variantId, shelf.branchId, -4, context)).toBeNull();
    expect(await unitsLeft()).toBe(3);
    expect(await stock.adjust(shelf.variantId, shelf.branchId, -3, context)).toMatchObject({
      quantityBefore: 3,
      quantityAfter: 0,
    });
  });

  it('sets a counted number, writing the difference (nothing when it was already right)', async () => {
    const set = (units: number) =>
      database.db.transaction((tx) =>
        stock.setAvailable(
          shelf.variantId,
          shelf.branchId,
          units,
          { reason: 'import', actorId: null, note: 'catalogue.csv' },
          tx,
        ),
      );
    expect(await set(8)).toMatchObject({ quantityBefore: 3, quantityAfter: 8, delta: 5 });
    expect(await set(8)).toBeNull();
    expect(await set(0)).toMatchObject({ quantityBefore: 8, quantityAfter: 0, delta: -8 });
    await expect(set(-1)).rejects.toThrow(RangeError);
    expect(await unitsLeft()).toBe(0);
  });

  it('transfers out of one branch into another, or changes neither', async () => {
    const [other] = await database.db
      .select({ id: branches.id })
      .from(branches)
      .where(ne(branches.id, shelf.branchId))
      .limit(1);
    const to = other!.id;
    const before = await stock.unitsLeft(shelf.variantId, to);
    const move = (units: number) =>
      database.db.transaction((tx) =>
        stock.transfer(
          shelf.variantId,
          shelf.branchId,
          to,
          units,
          { transferId: randomUUID(), actorId: null },
          tx,
        ),
      );
    expect(await move(4)).toBeNull();
    expect(await stock.unitsLeft(shelf.variantId, to)).toBe(before);
    const moved = await move(2);
    expect(moved?.out).toMatchObject({ quantityBefore: 3, quantityAfter: 1 });
    expect(moved?.in).toMatchObject({ quantityBefore: before, quantityAfter: before + 2 });
    expect(await unitsLeft()).toBe(1);
  });
});
