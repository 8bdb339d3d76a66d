import type { TradeInCreditStatus, TradeInListQuery } from '@shop/shared/admin/trade-ins';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { discountCodes, tradeIns, users } from '../../db/schema/index';
import { containsPattern } from '../../lib/like-pattern';
import { offsetOf } from '../../lib/pagination';

type Executor = Database | Transaction;
export type TradeInRow = typeof tradeIns.$inferSelect;

/**
 * Where a credit stands at `now`, in SQL so the console can filter and page by it: cancelled
 * wins over used, used over expired. The code's uses and end are read from its discount code
 * row (read only: checkout's personal codes change it).
 */
const statusAt = (now: Date) =>
  sql<TradeInCreditStatus>`case
    when ${tradeIns.status} = 'cancelled' then 'cancelled'
    when ${discountCodes.timesUsed} > 0 then 'used'
    when ${discountCodes.endsAt} is not null and ${discountCodes.endsAt} <= ${now.toISOString()}::timestamptz then 'expired'
    else 'active' end`;

/** The only code that touches trade_ins. */
export function createTradeInRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async insert(values: typeof tradeIns.$inferInsert, tx: Executor = db): Promise<TradeInRow> {
      const [row] = await tx.insert(tradeIns).values(values).returning();
      return row!;
    },

    async find(projectId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(tradeIns)
        .where(and(eq(tradeIns.projectId, projectId), eq(tradeIns.id, id)));
      return row;
    },

    async listOf(projectId: string, userId: string) {
      return db
        .select()
        .from(tradeIns)
        .where(and(eq(tradeIns.projectId, projectId), eq(tradeIns.userId, userId)))
        .orderBy(desc(tradeIns.createdAt))
        .limit(20);
    },

    /**
     * The console's list, newest first, with each customer and code. Joins the owner's account
     * and the credit's code for reading only (as the reviews console does): paging by status
     * needs the code's uses in the same query.
     */
    async adminPage(projectId: string, query: TradeInListQuery, now: Date) {
      const status = statusAt(now);
      const conditions: SQL[] = [eq(tradeIns.projectId, projectId)];
      if (query.status) conditions.push(sql`${status} = ${query.status}`);
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(
          or(
            ilike(discountCodes.code, pattern),
            ilike(users.email, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          )!,
        );
      }
      const where = and(...conditions);
      const rows = await db
        .select({
          tradeIn: tradeIns,
          code: discountCodes.code,
          endsAt: discountCodes.endsAt,
          status,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(tradeIns)
        .innerJoin(discountCodes, eq(discountCodes.id, tradeIns.discountCodeId))
        .innerJoin(users, eq(users.id, tradeIns.userId))
        .where(where)
        .orderBy(desc(tradeIns.createdAt), desc(tradeIns.id))
        .limit(query.limit)
        .offset(offsetOf(query));
      const [total] = await db
        .select({ n: count() })
        .from(tradeIns)
        .innerJoin(discountCodes, eq(discountCodes.id, tradeIns.discountCodeId))
        .innerJoin(users, eq(users.id, tradeIns.userId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async cancel(id: string, reason: string, at: Date, tx: Transaction) {
      await tx
        .update(tradeIns)
        .set({ status: 'cancelled', cancelledAt: at, cancelReason: reason })
        .where(eq(tradeIns.id, id));
    },
  };
}

export type TradeInRepository = ReturnType<typeof createTradeInRepository>;
