import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signIns, type SignInMethod } from '../../db/schema/index';
import type { Executor } from './executor';

export type { SignInMethod };

/** Where a sign-in came from, as the request told it (the proxy-aware address, the browser). */
export interface SignInClient {
  ip: string;
  userAgent: string;
}

/** A successful sign-in as the history records it. */
export interface SignInEntry extends SignInClient {
  method: SignInMethod;
}

/** The longest user agent kept: enough to tell browsers apart, never a megabyte of header. */
const USER_AGENT_MAX = 400;

/** The sign-in history (one row per successful sign-in; refreshes are not sign-ins). */
export function createSignInsRepository(db: Database) {
  return {
    async record(
      userId: string,
      entry: SignInEntry,
      deviceId: string | null,
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(signIns).values({
        userId,
        method: entry.method,
        deviceId,
        ip: entry.ip.slice(0, 100),
        userAgent: entry.userAgent.slice(0, USER_AGENT_MAX),
      });
    },

    /** The account's latest sign-ins, newest first. */
    async recent(userId: string, limit: number) {
      return db
        .select({
          id: signIns.id,
          method: signIns.method,
          deviceId: signIns.deviceId,
          ip: signIns.ip,
          userAgent: signIns.userAgent,
          createdAt: signIns.createdAt,
        })
        .from(signIns)
        .where(eq(signIns.userId, userId))
        .orderBy(desc(signIns.createdAt), desc(signIns.id))
        .limit(limit);
    },
  };
}

export type SignInsRepository = ReturnType<typeof createSignInsRepository>;
