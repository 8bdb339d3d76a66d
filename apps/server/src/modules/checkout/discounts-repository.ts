import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  discountCodeCategories,
  discountCodeProducts,
  discountCodes,
  discountRedemptions,
} from '../../db/schema/index';

type Executor = Database | Transaction;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export function createDiscountsRepository(db: Database) {
  return {
    /** The code with how many orders this customer has used it for, in one query. */
    async findForCustomer(projectId: string, code: string, userId: string, tx: Executor = db) {
      const [row] = await tx
        .select({
          code: discountCodes,
          // Qualified by hand: drizzle leaves a one-table select's columns unqualified, and
          // "id" inside the subquery would then be the redemption's own.
          uses: sql<number>`(select count(*) from ${discountRedemptions} as r where r.discount_code_id = "discount_codes"."id" and r.user_id = ${userId})`.mapWith(
            Number,
          ),
        })
        .from(discountCodes)
        .where(and(eq(discountCodes.projectId, projectId), eq(discountCodes.code, code)));
      return row;
    },

    /** Counts one more use only while the code's limit allows it (false: fully used). */
    async takeUse(codeId: string, tx: Transaction): Promise<boolean> {
      const rows = await tx
        .update(discountCodes)
        .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
        .where(
          and(
            eq(discountCodes.id, codeId),
            or(
              isNull(discountCodes.usageLimit),
              lt(discountCodes.timesUsed, discountCodes.usageLimit),
            ),
          ),
        )
        .returning({ id: discountCodes.id });
      return rows.length === 1;
    },

    /** The categories and products a code is limited to (both empty: the whole cart). */
    async limitsOf(codeId: string, tx: Executor = db) {
      const categoryRows = await tx
        .select({ id: discountCodeCategories.categoryId })
        .from(discountCodeCategories)
        .where(eq(discountCodeCategories.discountCodeId, codeId));
      const productRows = await tx
        .select({ id: discountCodeProducts.productId })
        .from(discountCodeProducts)
        .where(eq(discountCodeProducts.discountCodeId, codeId));
      return {
        categoryIds: categoryRows.map((row) => row.id),
        productIds: productRows.map((row) => row.id),
      };
    },

    async recordRedemption(values: typeof discountRedemptions.$inferInsert, tx: Transaction) {
      await tx.insert(discountRedemptions).values(values);
    },
  };
}

export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
