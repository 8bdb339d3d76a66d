import { randomUUID } from 'node:crypto';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { variantStock } from '../../db/schema/index';
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
});
