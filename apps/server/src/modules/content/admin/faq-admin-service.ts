import type { faqInputSchema } from '@shop/shared/admin/content';
import type { z } from 'zod';
import type { Transaction } from '../../../db/client';
import { HttpError, notFound } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import type { AdminFaqRepository, AdminFaqRow } from './faq-admin-repository';
import type { Actor, RecordActivity } from './content-admin-deps';

export const FAQ_ADMIN_MESSAGES = {
  notFound: 'The question does not exist.',
  groupOrderMismatch: 'List every group once, in the order to show them.',
  questionOrderMismatch: 'List every question of one group once, in the order to show them.',
} as const;

type ParsedFaq = z.output<typeof faqInputSchema>;

export interface AdminFaqDeps {
  repository: AdminFaqRepository;
  recordActivity: RecordActivity;
  projectId: string;
}

const presentFaq = (row: AdminFaqRow) => ({
  id: row.id,
  category: row.category,
  question: row.question,
  answer: row.answer,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
});

/** The FAQ page's groups in their order, each with its questions in order. */
function grouped(rows: AdminFaqRow[]) {
  const groups: { category: string; questions: ReturnType<typeof presentFaq>[] }[] = [];
  for (const row of rows) {
    let group = groups.find((entry) => entry.category === row.category);
    if (!group) {
      group = { category: row.category, questions: [] };
      groups.push(group);
    }
    group.questions.push(presentFaq(row));
  }
  return groups;
}

const sameSet = (given: string[], current: string[]) =>
  given.length === current.length &&
  new Set(given).size === given.length &&
  given.every((value) => current.includes(value));

/** FAQs in the console: questions grouped by category, both ordered by staff. */
export function createAdminFaqService(deps: AdminFaqDeps) {
  const { repository, projectId } = deps;

  async function existing(id: string, tx?: Transaction) {
    const row = isUuid(id) ? await repository.find(projectId, id, tx) : undefined;
    if (!row) throw notFound(FAQ_ADMIN_MESSAGES.notFound);
    return row;
  }

  /** Where a question of `category` goes: the end of that group, or a new group at the end. */
  async function placeIn(category: string, tx: Transaction) {
    const group = (await repository.list(projectId, tx)).filter((row) => row.category === category);
    if (group.length === 0) {
      return {
        categoryOrder: (await repository.lastCategoryOrder(projectId, tx)) + 1,
        sortOrder: 0,
      };
    }
    return {
      categoryOrder: group[0]!.categoryOrder,
      sortOrder: Math.max(...group.map((row) => row.sortOrder)) + 1,
    };
  }

  const list = async () => grouped(await repository.list(projectId));

  /** Runs one change in a transaction, then answers the page's questions as they now are. */
  async function write(change: (tx: Transaction) => Promise<void>) {
    await repository.transaction(change);
    return list();
  }

  return {
    list,

    create: (actor: Actor, input: ParsedFaq) =>
      write(async (tx) => {
        const row = await repository.insert(
          projectId,
          { ...input, ...(await placeIn(input.category, tx)) },
          tx,
        );
        await deps.recordActivity(tx, actor, {
          action: 'faq.create',
          recordType: 'faq',
          recordId: row.id,
          changes: {
            category: { before: null, after: row.category },
            question: { before: null, after: row.question },
            isActive: { before: null, after: row.isActive },
          },
        });
      }),

    update: (actor: Actor, id: string, input: ParsedFaq) =>
      write(async (tx) => {
        const before = await existing(id, tx);
        const moved = before.category !== input.category;
        const after = await repository.update(
          before.id,
          { ...input, ...(moved ? await placeIn(input.category, tx) : {}) },
          tx,
        );
        const changes: Record<string, { before: unknown; after: unknown }> = {};
        for (const field of ['category', 'question', 'answer', 'isActive'] as const) {
          if (before[field] !== after[field])
            changes[field] = { before: before[field], after: after[field] };
        }
        await deps.recordActivity(tx, actor, {
          action: 'faq.update',
          recordType: 'faq',
          recordId: after.id,
          changes,
        });
      }),

    remove: (actor: Actor, id: string) =>
      write(async (tx) => {
        const before = await existing(id, tx);
        await repository.remove(before.id, tx);
        await deps.recordActivity(tx, actor, {
          action: 'faq.delete',
          recordType: 'faq',
          recordId: before.id,
          changes: { question: { before: before.question, after: null } },
        });
      }),

    /** Orders the questions of one group: `ids` are all of that group's questions. */
    reorderQuestions: (actor: Actor, ids: string[]) =>
      write(async (tx) => {
        const rows = await repository.list(projectId, tx);
        const category = rows.find((row) => row.id === ids[0])?.category;
        const group = rows.filter((row) => row.category === category).map((row) => row.id);
        if (category === undefined || !sameSet(ids, group)) {
          throw new HttpError(400, FAQ_ADMIN_MESSAGES.questionOrderMismatch, {
            ids: FAQ_ADMIN_MESSAGES.questionOrderMismatch,
          });
        }
        for (const [sortOrder, id] of ids.entries()) await repository.update(id, { sortOrder }, tx);
        await deps.recordActivity(tx, actor, {
          action: 'faq.reorder',
          recordType: 'faq_group',
          recordId: category,
          changes: { order: { before: group, after: ids } },
        });
      }),

    /** Orders the groups on the page: `categories` names every group once. */
    reorderGroups: (actor: Actor, categories: string[]) =>
      write(async (tx) => {
        const current = grouped(await repository.list(projectId, tx)).map(
          (group) => group.category,
        );
        if (!sameSet(categories, current)) {
          throw new HttpError(400, FAQ_ADMIN_MESSAGES.groupOrderMismatch, {
            categories: FAQ_ADMIN_MESSAGES.groupOrderMismatch,
          });
        }
        for (const [order, category] of categories.entries()) {
          await repository.setCategoryOrder(projectId, category, order, tx);
        }
        await deps.recordActivity(tx, actor, {
          action: 'faq.groups.reorder',
          recordType: 'faq_group',
          recordId: 'all',
          changes: { order: { before: current, after: categories } },
        });
      }),
  };
}

export type AdminFaqService = ReturnType<typeof createAdminFaqService>;
