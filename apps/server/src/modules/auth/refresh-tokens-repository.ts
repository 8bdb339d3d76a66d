import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import type { Executor } from './executor';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createRefreshTokensRepository(db: Database) {
  const live = () => and(isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt));

  return {
    async create(
      token: { userId: string; deviceId: string; tokenHash: string; expiresAt: Date },
      tx: Executor = db,
    ) {
      await tx.insert(refreshTokens).values(token);
    },

    async findByHash(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** Whether the device holds a live, unexpired remember-me session of this account. */
    async isRememberedDevice(userId: string, deviceId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.userId, userId),
            eq(refreshTokens.deviceId, deviceId),
            gt(refreshTokens.expiresAt, now),
            live(),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * The devices that still hold a live remember-me session: when the device was first
     * remembered, when its session was last renewed (login or refresh) and when it ends.
     */
    async rememberedDevices(userId: string, now: Date) {
      const liveExpiry = sql<Date | null>`max(${refreshTokens.expiresAt}) filter (where ${refreshTokens.rotatedAt} is null and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > ${now})`;
      const lastUsed = sql<Date>`max(${refreshTokens.createdAt})`;
      const rows = await db
        .select({
          deviceId: refreshTokens.deviceId,
          firstSeenAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
          lastUsedAt: lastUsed.mapWith(refreshTokens.createdAt),
          expiresAt: liveExpiry.mapWith(refreshTokens.expiresAt),
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, userId))
        .groupBy(refreshTokens.deviceId)
        .having(sql`${liveExpiry} is not null`)
        .orderBy(desc(lastUsed));
      return rows.flatMap((row) => (row.expiresAt ? [{ ...row, expiresAt: row.expiresAt }] : []));
    },

    /** Retires a token being exchanged; false when it was already rotated or revoked. */
    async rotate(id: string, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.id, id), live()))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeDevice(userId: string, deviceId: string, now: Date, tx: Executor = db) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            eq(refreshTokens.deviceId, deviceId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    },

    /** Every remembered device of the account, or every one but `keepDeviceId`. */
    async revokeAll(userId: string, now: Date, keepDeviceId?: string, tx: Executor = db) {
      const filters = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
      if (keepDeviceId) filters.push(ne(refreshTokens.deviceId, keepDeviceId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(...filters));
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
