import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailTokens, type EmailTokenPurpose } from '../../db/schema/index';
import type { Executor } from './executor';

export type EmailTokenRow = typeof emailTokens.$inferSelect;

export function createEmailTokensRepository(db: Database) {
  return {
    async create(
      token: {
        id?: string;
        userId: string;
        purpose: EmailTokenPurpose;
        tokenHash: string;
        expiresAt: Date;
        /** The service's clock, so "sent in the last minutes" follows it. */
        createdAt: Date;
      },
      tx: Executor = db,
    ) {
      await tx.insert(emailTokens).values(token);
    },

    async findByHash(purpose: EmailTokenPurpose, tokenHash: string) {
      const [row] = await db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.purpose, purpose), eq(emailTokens.tokenHash, tokenHash)));
      return row;
    },

    /** The newest unused token of a kind for a user (one-time codes). */
    async findLatestOpen(userId: string, purpose: EmailTokenPurpose) {
      const [row] = await db
        .select()
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
          ),
        )
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      return row;
    },

    async hasIssuedSince(userId: string, purpose: EmailTokenPurpose, since: Date) {
      const [row] = await db
        .select({ id: emailTokens.id })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            gt(emailTokens.createdAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Uses the token; false when someone else used it first (a double click, a replay). */
    async markUsed(id: string, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
        .returning({ id: emailTokens.id });
      return rows.length === 1;
    },

    /** Only the newest link or code of a kind works: older ones are spent when a new one is sent. */
    async spendOpen(userId: string, purpose: EmailTokenPurpose, now: Date, tx: Executor = db) {
      await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
          ),
        );
    },

    async countAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(emailTokens)
        .set({ attempts: sql`${emailTokens.attempts} + 1` })
        .where(eq(emailTokens.id, id))
        .returning({ attempts: emailTokens.attempts });
      return row?.attempts ?? 0;
    },
  };
}

export type EmailTokensRepository = ReturnType<typeof createEmailTokensRepository>;
