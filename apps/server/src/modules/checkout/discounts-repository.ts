import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  discountCodeCategories,
  discountCodeProducts,
  discountCodes,
  discountRedemptions,
} from '../../db/schema/index';

type Executor = Database | Transaction;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
interface CodeForCustomerRow {
  code: DiscountCodeRow;
  uses: number;
  categoryIds: string[];
  productIds: string[];
}

export function createDiscountsRepository(db: Database) {
  const codeForCustomer = preparedStatement<
    { projectId: string; code: string; userId: string },
    CodeForCustomerRow[]
  >(db, 'discount_code_for_customer', (executor) =>
    executor
      .select({
        code: discountCodes,
        // Qualified by hand: drizzle leaves a one-table select's columns unqualified, and
        // "id" inside the subquery would then be the redemption's own.
        uses: sql<number>`(select count(*) from ${discountRedemptions} as r where r.discount_code_id = "discount_codes"."id" and r.user_id = ${sql.placeholder('userId')})`.mapWith(
          Number,
        ),
        categoryIds: sql<
          string[]
        >`(select coalesce(array_agg(l.category_id::text), '{}') from ${discountCodeCategories} as l where l.discount_code_id = "discount_codes"."id")`,
        productIds: sql<
          string[]
        >`(select coalesce(array_agg(l.product_id::text), '{}') from ${discountCodeProducts} as l where l.discount_code_id = "discount_codes"."id")`,
      })
      .from(discountCodes)
      .where(
        and(
          eq(discountCodes.projectId, sql.placeholder('projectId')),
          eq(discountCodes.code, sql.placeholder('code')),
        ),
      ),
  );

  return {
    /**
     * The code with how many orders this customer has used it for and the categories and
     * products it is limited to (both empty: the whole cart), in one query.
     */
    async findForCustomer(projectId: string, code: string, userId: string, tx: Executor = db) {
      const [row] = await codeForCustomer({ projectId, code, userId }, tx);
      if (!row) return undefined;
      const { categoryIds, productIds, ...found } = row;
      return { ...found, limits: { categoryIds, productIds } };
    },

    /**
     * Counts one more use only while the code's limit allows it and records the redemption, in
     * one statement (false: fully used, nothing written).
     */
    async redeem(
      values: typeof discountRedemptions.$inferInsert,
      tx: Transaction,
    ): Promise<boolean> {
      const result = await tx.execute<{ id: string }>(sql`
        with taken as (
          update ${discountCodes} set times_used = times_used + 1, updated_at = now()
          where id = ${values.discountCodeId}
            and (usage_limit is null or times_used < usage_limit)
          returning id)
        insert into ${discountRedemptions}
          (discount_code_id, user_id, order_id, amount_centavos, created_at)
        select taken.id, ${values.userId}::uuid, ${values.orderId}::uuid,
          ${values.amountCentavos}::int, ${(values.createdAt ?? new Date()).toISOString()}::timestamptz
        from taken
        returning id`);
      return result.rows.length === 1;
    },
  };
}

export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
