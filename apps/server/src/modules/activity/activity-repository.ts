import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLog, type ActivityChanges } from '../../db/schema/index';
import type { Executor } from '../auth/index';

export type ActivityRow = typeof activityLog.$inferSelect;

export interface NewActivity {
  projectId: string;
  actorId: string | null;
  actorEmail: string;
  action: string;
  recordType: string;
  recordId: string;
  changes: ActivityChanges;
}

export interface ActivityFilter {
  projectId: string;
  actorId?: string;
  /** Part of the actor's e-mail address. */
  actor?: string;
  recordType?: string;
  recordId?: string;
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Append-only: entries are inserted and read, never updated or deleted. */
export function createActivityRepository(db: Database) {
  function where(filter: ActivityFilter): SQL | undefined {
    const conditions: SQL[] = [eq(activityLog.projectId, filter.projectId)];
    if (filter.actorId) conditions.push(eq(activityLog.actorId, filter.actorId));
    if (filter.actor) conditions.push(ilike(activityLog.actorEmail, likePattern(filter.actor)));
    if (filter.recordType) conditions.push(eq(activityLog.recordType, filter.recordType));
    if (filter.recordId) conditions.push(eq(activityLog.recordId, filter.recordId));
    return and(...conditions);
  }

  return {
    async insert(entry: NewActivity, tx: Executor = db): Promise<ActivityRow> {
      const [row] = await tx.insert(activityLog).values(entry).returning();
      return row!;
    },

    async list(
      filter: ActivityFilter,
      page: { offset: number; limit: number; order: 'asc' | 'desc' },
    ): Promise<{ rows: ActivityRow[]; total: number }> {
      const condition = where(filter);
      const direction = page.order === 'asc' ? asc : desc;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(activityLog)
          .where(condition)
          .orderBy(direction(activityLog.createdAt), direction(activityLog.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(activityLog).where(condition),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
