import type { ActivityEntry, ActivityQuery } from '@shop/shared/admin/activity';
import type { Database } from '../../db/client';
import type { ActivityChanges } from '../../db/schema/index';
import type { Executor } from '../auth/index';
import { createActivityRepository, type ActivityRow } from './activity-repository';

/** Who made an admin write. */
export interface Actor {
  id: string;
  email: string;
}

export interface ActivityRecord {
  action: string;
  recordType: string;
  recordId: string;
  changes: ActivityChanges;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The fields that differ between two versions of a record, as `{ field: { before, after } }`.
 * Only the listed fields are compared, so secrets (password hashes) never reach the log.
 */
export function changedFields<T extends object>(
  before: Partial<T> | null,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): ActivityChanges {
  const changes: ActivityChanges = {};
  for (const field of fields) {
    const was = plain(before?.[field]);
    const now = plain(after[field]);
    if (!same(was, now)) changes[field] = { before: was, after: now };
  }
  return changes;
}

function present(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    recordType: row.recordType,
    recordId: row.recordId,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createActivityService(deps: { db: Database; projectId: string }) {
  const repository = createActivityRepository(deps.db);
  return {
    /**
     * Records one admin write. Call it inside the write's own transaction: the change and its
     * entry commit together or not at all.
     */
    async record(tx: Executor, actor: Actor, entry: ActivityRecord): Promise<void> {
      await repository.insert(
        { projectId: deps.projectId, actorId: actor.id, actorEmail: actor.email, ...entry },
        tx,
      );
    },

    async list(query: ActivityQuery) {
      const { rows, total } = await repository.list(
        {
          projectId: deps.projectId,
          actorId: query.actorId,
          actor: query.actor || undefined,
          recordType: query.recordType,
          recordId: query.recordId || undefined,
        },
        { offset: (query.page - 1) * query.limit, limit: query.limit, order: query.order },
      );
      return { data: rows.map(present), meta: { page: query.page, limit: query.limit, total } };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
