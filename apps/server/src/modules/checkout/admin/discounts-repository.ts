import type { DiscountSortField, DiscountStatus } from '@shop/shared/admin/discounts';
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import {
  discountCodeCategories,
  discountCodeProducts,
  discountCodes,
  discountRedemptions,
} from '../../../db/schema/index';
import { containsPattern } from '../../../lib/like-pattern';
import { offsetOf } from '../../../lib/pagination';

type Executor = Database | Transaction;

export type DiscountRow = typeof discountCodes.$inferSelect;
export type DiscountValues = Omit<
  typeof discountCodes.$inferInsert,
  'id' | 'projectId' | 'timesUsed' | 'createdAt' | 'updatedAt'
>;

export interface DiscountListFilter {
  projectId: string;
  page: number;
  limit: number;
  sort: DiscountSortField;
  order: 'asc' | 'desc';
  search?: string;
  status?: DiscountStatus;
  now: Date;
}

/** A code's status at `now`, in SQL: the list filters by the same rule the rows show. */
const statusAt = (date: Date): SQL<DiscountStatus> => {
  const now = sql`${date.toISOString()}::timestamptz`;
  return sql<DiscountStatus>`case
  when not ${discountCodes.isActive} then 'paused'
  when ${discountCodes.endsAt} is not null and ${discountCodes.endsAt} <= ${now} then 'expired'
  when ${discountCodes.usageLimit} is not null and ${discountCodes.timesUsed} >= ${discountCodes.usageLimit} then 'used_up'
  when ${discountCodes.startsAt} is not null and ${discountCodes.startsAt} > ${now} then 'scheduled'
  else 'active' end`;
};

const SORT_COLUMNS = {
  code: discountCodes.code,
  createdAt: discountCodes.createdAt,
  startsAt: discountCodes.startsAt,
  endsAt: discountCodes.endsAt,
  uses: discountCodes.timesUsed,
} as const;

/** The console's reads and writes of discount codes, their limits and their redemptions. */
export function createAdminDiscountsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async list(filter: DiscountListFilter) {
      const status = statusAt(filter.now);
      const pattern = filter.search ? containsPattern(filter.search) : undefined;
      const where = and(
        eq(discountCodes.projectId, filter.projectId),
        pattern
          ? or(
              sql`${discountCodes.code} ilike ${pattern}`,
              sql`${discountCodes.description} ilike ${pattern}`,
            )
          : undefined,
        filter.status ? sql`${status} = ${filter.status}` : undefined,
      );
      const direction = filter.order === 'desc' ? desc : asc;
      const rows = await db
        .select({ code: discountCodes, status })
        .from(discountCodes)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[filter.sort]), asc(discountCodes.code))
        .limit(filter.limit)
        .offset(offsetOf(filter));
      const [total] = await db.select({ total: count() }).from(discountCodes).where(where);
      return { rows, total: total?.total ?? 0 };
    },

    async find(projectId: string, id: string, now: Date, tx: Executor = db) {
      const [row] = await tx
        .select({ code: discountCodes, status: statusAt(now) })
        .from(discountCodes)
        .where(and(eq(discountCodes.projectId, projectId), eq(discountCodes.id, id)));
      return row;
    },

    /** Whether another code of the project has this code. */
    async codeTaken(projectId: string, code: string, exceptId: string | null, tx: Executor = db) {
      const [row] = await tx
        .select({ id: discountCodes.id })
        .from(discountCodes)
        .where(
          and(
            eq(discountCodes.projectId, projectId),
            eq(discountCodes.code, code),
            exceptId ? ne(discountCodes.id, exceptId) : undefined,
          ),
        );
      return row !== undefined;
    },

    async insert(projectId: string, values: DiscountValues, tx: Transaction) {
      const [row] = await tx
        .insert(discountCodes)
        .values({ ...values, projectId })
        .returning({ id: discountCodes.id });
      return row!.id;
    },

    async update(id: string, values: Partial<DiscountValues>, now: Date, tx: Transaction) {
      await tx
        .update(discountCodes)
        .set({ ...values, updatedAt: now })
        .where(eq(discountCodes.id, id));
    },

    /** Replaces a code's limits. */
    async setLimits(
      id: string,
      limits: { categoryIds: string[]; productIds: string[] },
      tx: Transaction,
    ) {
      await tx.delete(discountCodeCategories).where(eq(discountCodeCategories.discountCodeId, id));
      await tx.delete(discountCodeProducts).where(eq(discountCodeProducts.discountCodeId, id));
      if (limits.categoryIds.length > 0) {
        await tx
          .insert(discountCodeCategories)
          .values(limits.categoryIds.map((categoryId) => ({ discountCodeId: id, categoryId })));
      }
      if (limits.productIds.length > 0) {
        await tx
          .insert(discountCodeProducts)
          .values(limits.productIds.map((productId) => ({ discountCodeId: id, productId })));
      }
    },

    /** The categories and products each code is limited to, by code id. */
    async limits(codeIds: string[], tx: Executor = db) {
      const limits = new Map(
        codeIds.map((id) => [id, { categoryIds: [] as string[], productIds: [] as string[] }]),
      );
      if (codeIds.length === 0) return limits;
      const categoryRows = await tx
        .select({
          codeId: discountCodeCategories.discountCodeId,
          id: discountCodeCategories.categoryId,
        })
        .from(discountCodeCategories)
        .where(inArray(discountCodeCategories.discountCodeId, codeIds))
        .orderBy(asc(discountCodeCategories.categoryId));
      const productRows = await tx
        .select({ codeId: discountCodeProducts.discountCodeId, id: discountCodeProducts.productId })
        .from(discountCodeProducts)
        .where(inArray(discountCodeProducts.discountCodeId, codeIds))
        .orderBy(asc(discountCodeProducts.productId));
      for (const row of categoryRows) limits.get(row.codeId)?.categoryIds.push(row.id);
      for (const row of productRows) limits.get(row.codeId)?.productIds.push(row.id);
      return limits;
    },

    /** Every order that used one of the codes: its order and what it got off. */
    async redemptions(codeIds: string[]) {
      if (codeIds.length === 0) return [];
      return db
        .select({
          codeId: discountRedemptions.discountCodeId,
          orderId: discountRedemptions.orderId,
          amountCentavos: discountRedemptions.amountCentavos,
        })
        .from(discountRedemptions)
        .where(inArray(discountRedemptions.discountCodeId, codeIds));
    },

    /** A code's latest uses, newest first. */
    async recentRedemptions(codeId: string, limit: number) {
      return db
        .select({
          orderId: discountRedemptions.orderId,
          amountCentavos: discountRedemptions.amountCentavos,
          createdAt: discountRedemptions.createdAt,
        })
        .from(discountRedemptions)
        .where(eq(discountRedemptions.discountCodeId, codeId))
        .orderBy(desc(discountRedemptions.createdAt), desc(discountRedemptions.id))
        .limit(limit);
    },
  };
}

export type AdminDiscountsRepository = ReturnType<typeof createAdminDiscountsRepository>;
