import type { AnnouncementInput } from '@shop/shared/admin/content';
import type { announcementInputSchema } from '@shop/shared/admin/content';
import type { z } from 'zod';
import type { Transaction } from '../../../db/client';
import { HttpError, notFound } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import type {
  AdminAnnouncementsRepository,
  AnnouncementRow,
  AnnouncementValues,
} from './announcements-repository';
import type { Actor, RecordedChange } from './products-service';

export const ANNOUNCEMENT_MESSAGES = {
  notFound: 'The announcement does not exist.',
  orderMismatch: 'List every announcement once, in the order to show them.',
} as const;

type ParsedAnnouncement = z.output<typeof announcementInputSchema>;
export type { AnnouncementInput };

export interface AdminAnnouncementsDeps {
  repository: AdminAnnouncementsRepository;
  recordActivity(tx: Transaction, actor: Actor, change: RecordedChange): Promise<void>;
  refreshCatalogue(): Promise<void>;
  projectId: string;
}

const FIELDS = ['text', 'isActive', 'startsAt', 'endsAt'] as const;

export function presentAnnouncement(row: AnnouncementRow) {
  return {
    id: row.id,
    text: row.text,
    isActive: row.isActive,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valuesOf(input: ParsedAnnouncement): AnnouncementValues {
  return {
    text: input.text,
    isActive: input.isActive,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}

function changesOf(before: AnnouncementRow | null, after: AnnouncementRow) {
  const changes: RecordedChange['changes'] = {};
  const shown = (row: AnnouncementRow | null) => (row ? presentAnnouncement(row) : null);
  const was = shown(before);
  const now = shown(after)!;
  for (const field of FIELDS) {
    if (was?.[field] !== now[field])
      changes[field] = { before: was?.[field] ?? null, after: now[field] };
  }
  return changes;
}

/** The storefront ticker's messages: text, order, active flag and the dates they show between. */
export function createAdminAnnouncementsService(deps: AdminAnnouncementsDeps) {
  const { repository, projectId } = deps;

  async function existing(id: string, tx?: Transaction) {
    const row = isUuid(id) ? await repository.find(projectId, id, tx) : undefined;
    if (!row) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
    return row;
  }

  async function list() {
    return (await repository.list(projectId)).map(presentAnnouncement);
  }

  return {
    list,

    async create(actor: Actor, input: ParsedAnnouncement) {
      const row = await repository.transaction(async (tx) => {
        const created = await repository.insert(projectId, valuesOf(input), tx);
        await deps.recordActivity(tx, actor, {
          action: 'announcement.create',
          recordType: 'announcement',
          recordId: created.id,
          changes: changesOf(null, created),
        });
        return created;
      });
      await deps.refreshCatalogue();
      return presentAnnouncement(row);
    },

    async update(actor: Actor, id: string, input: ParsedAnnouncement) {
      const row = await repository.transaction(async (tx) => {
        const before = await existing(id, tx);
        const after = await repository.update(before.id, valuesOf(input), tx);
        await deps.recordActivity(tx, actor, {
          action: 'announcement.update',
          recordType: 'announcement',
          recordId: after.id,
          changes: changesOf(before, after),
        });
        return after;
      });
      await deps.refreshCatalogue();
      return presentAnnouncement(row);
    },

    async reorder(actor: Actor, ids: string[]) {
      await repository.transaction(async (tx) => {
        const current = (await repository.list(projectId, tx)).map((row) => row.id);
        if (
          ids.length !== current.length ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !current.includes(id))
        ) {
          throw new HttpError(400, ANNOUNCEMENT_MESSAGES.orderMismatch, {
            ids: ANNOUNCEMENT_MESSAGES.orderMismatch,
          });
        }
        await repository.reorder(ids, tx);
        await deps.recordActivity(tx, actor, {
          action: 'announcement.reorder',
          recordType: 'announcement',
          // The order belongs to the whole ticker, not to one message.
          recordId: 'ticker',
          changes: { order: { before: current, after: ids } },
        });
      });
      await deps.refreshCatalogue();
      return list();
    },

    async remove(actor: Actor, id: string) {
      await repository.transaction(async (tx) => {
        const before = await existing(id, tx);
        await repository.remove(before.id, tx);
        await deps.recordActivity(tx, actor, {
          action: 'announcement.delete',
          recordType: 'announcement',
          recordId: before.id,
          changes: { text: { before: before.text, after: null } },
        });
      });
      await deps.refreshCatalogue();
    },
  };
}

export type AdminAnnouncementsService = ReturnType<typeof createAdminAnnouncementsService>;
