import { randomUUID } from 'node:crypto';
import {
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES,
  friendlyUrlOf,
  type AdminCategory,
  type CategoryInput,
  type CategoryOrderInput,
} from '@shop/shared/admin/categories';
import type { Transaction } from '../../../db/client';
import { HttpError, conflict, notFound } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import type { FileStorage } from '../../../platform/storage/file-storage';
import type {
  AdminCategoriesRepository,
  CategoryListRow,
  CategoryRecord,
} from './categories-repository';
import type { Actor, RecordedChange } from './products-service';
import { discardFiles, storeRenditions } from '../../../lib/uploaded-image';

export interface AdminCategoriesDeps {
  repository: AdminCategoriesRepository;
  /** The public media store: category pictures are served at /media/… to anyone. */
  store: FileStorage;
  recordActivity(tx: Transaction, actor: Actor, change: RecordedChange): Promise<void>;
  refreshCatalogue(): Promise<void>;
  projectId: string;
}

const IMAGE_MESSAGES = {
  altRequired: 'Describe the picture for shoppers who cannot see it (alt text).',
  altTooLong: 'Keep the alt text to 200 characters or less.',
  fileRequired: 'Choose a picture to upload.',
  noImage: 'The category has no picture.',
} as const;

const LOGGED_FIELDS = ['name', 'friendlyUrl', 'parentId', 'description', 'isActive'] as const;

function fieldsOf(row: Pick<CategoryRecord, (typeof LOGGED_FIELDS)[number]>) {
  return Object.fromEntries(LOGGED_FIELDS.map((field) => [field, row[field]]));
}

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(before[field]) !== JSON.stringify(value)) {
      changes[field] = { before: before[field] ?? null, after: value ?? null };
    }
  }
  return changes;
}

function checkAlt(alt: string | undefined) {
  const text = (alt ?? '').trim();
  if (!text)
    throw new HttpError(400, IMAGE_MESSAGES.altRequired, { alt: IMAGE_MESSAGES.altRequired });
  if (text.length > CATEGORY_LIMITS.altMax)
    throw new HttpError(400, IMAGE_MESSAGES.altTooLong, { alt: IMAGE_MESSAGES.altTooLong });
  return text;
}

/** Depth-first: each parent, then its children in their order (orphans are shown at the top). */
function asTree(rows: CategoryListRow[]): AdminCategory[] {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<string | null, CategoryListRow[]>();
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const tree: AdminCategory[] = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const row of childrenOf.get(parentId) ?? []) {
      tree.push(present(row, depth));
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return tree;
}

function present(row: CategoryListRow, depth: number): AdminCategory {
  return {
    _id: row.id,
    name: row.name,
    friendlyUrl: row.friendlyUrl,
    parentId: row.parentId,
    description: row.description,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    image: row.imageKey
      ? { key: row.imageKey, url: `/media/${row.imageKey}`, alt: row.imageAlt ?? '' }
      : null,
    productCount: row.productCount,
    childCount: row.childCount,
    depth,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The category tree in the console: edit, order among siblings, pictures, delete when unused. */
export function createAdminCategoriesService(deps: AdminCategoriesDeps) {
  const { repository, projectId } = deps;

  async function load(id: string, tx?: Transaction) {
    const row = isUuid(id) ? await repository.find(projectId, id, tx) : undefined;
    if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
    return row;
  }

  async function detail(id: string) {
    const tree = asTree(await repository.all(projectId));
    const found = tree.find((category) => category._id === id);
    if (!found) throw notFound(CATEGORY_MESSAGES.notFound);
    return found;
  }

  /** Refuses a parent that does not exist or that sits under the category itself. */
  async function checkParent(id: string | null, parentId: string | null, tx: Transaction) {
    if (!parentId) return;
    const parentError = (message: string) => new HttpError(400, message, { parentId: message });
    if (parentId === id) throw parentError(CATEGORY_MESSAGES.parentCycle);
    const rows = await repository.all(projectId, tx);
    const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
    if (!parentOf.has(parentId)) throw parentError(CATEGORY_MESSAGES.parentUnknown);
    let current: string | null | undefined = parentId;
    for (let steps = 0; current && steps <= rows.length; steps += 1) {
      if (current === id) throw parentError(CATEGORY_MESSAGES.parentCycle);
      current = parentOf.get(current);
    }
  }

  async function friendlyUrl(input: CategoryInput, exceptId: string | null, tx: Transaction) {
    if (input.friendlyUrl) {
      if (await repository.friendlyUrlTaken(projectId, input.friendlyUrl, exceptId, tx)) {
        throw new HttpError(409, CATEGORY_MESSAGES.friendlyUrlTaken, {
          friendlyUrl: CATEGORY_MESSAGES.friendlyUrlTaken,
        });
      }
      return input.friendlyUrl;
    }
    const base =
      friendlyUrlOf(input.name).slice(0, CATEGORY_LIMITS.friendlyUrlMax - 4) || 'category';
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await repository.friendlyUrlTaken(projectId, candidate, exceptId, tx)))
        return candidate;
    }
  }

  async function reorder(
    actor: Actor,
    parentId: string | null,
    order: string[],
    recordId: string,
    tx: Transaction,
  ) {
    const before = await repository.siblingIds(projectId, parentId, tx);
    await repository.setOrder(order, tx);
    await deps.recordActivity(tx, actor, {
      action: 'category.reorder',
      recordType: 'category',
      recordId,
      changes: { order: { before, after: order } },
    });
  }

  return {
    async list() {
      return asTree(await repository.all(projectId));
    },

    detail,

    async create(actor: Actor, input: CategoryInput) {
      const id = await repository.transaction(async (tx) => {
        await checkParent(null, input.parentId, tx);
        const values = {
          name: input.name,
          friendlyUrl: await friendlyUrl(input, null, tx),
          parentId: input.parentId,
          description: input.description,
          isActive: input.isActive,
        };
        const sortOrder = await repository.nextSortOrder(projectId, input.parentId, tx);
        const row = await repository.insert(projectId, { ...values, sortOrder }, tx);
        await deps.recordActivity(tx, actor, {
          action: 'category.create',
          recordType: 'category',
          recordId: row.id,
          changes: changedFields({}, fieldsOf(row)),
        });
        return row.id;
      });
      await deps.refreshCatalogue();
      return detail(id);
    },

    async update(actor: Actor, id: string, input: CategoryInput) {
      await repository.transaction(async (tx) => {
        const before = await load(id, tx);
        await checkParent(before.id, input.parentId, tx);
        const values = {
          name: input.name,
          friendlyUrl: await friendlyUrl(input, before.id, tx),
          parentId: input.parentId,
          description: input.description,
          isActive: input.isActive,
        };
        const moved = before.parentId !== input.parentId;
        // Under a new parent it goes last; its old siblings keep their order.
        const sortOrder = moved
          ? await repository.nextSortOrder(projectId, input.parentId, tx)
          : before.sortOrder;
        await repository.update(before.id, { ...values, sortOrder }, tx);
        const changes = changedFields(fieldsOf(before), values);
        if (Object.keys(changes).length > 0) {
          await deps.recordActivity(tx, actor, {
            action: 'category.update',
            recordType: 'category',
            recordId: before.id,
            changes,
          });
        }
      });
      await deps.refreshCatalogue();
      return detail(id);
    },

    /** One place up or down among the category's siblings. */
    async move(actor: Actor, id: string, direction: 'up' | 'down') {
      await repository.transaction(async (tx) => {
        const category = await load(id, tx);
        const order = await repository.siblingIds(projectId, category.parentId, tx);
        const from = order.indexOf(category.id);
        const to = direction === 'up' ? from - 1 : from + 1;
        if (to < 0 || to >= order.length) {
          const message =
            direction === 'up' ? CATEGORY_MESSAGES.alreadyFirst : CATEGORY_MESSAGES.alreadyLast;
          throw new HttpError(409, message, { direction: message });
        }
        const next = [...order];
        [next[from], next[to]] = [next[to]!, next[from]!];
        await reorder(actor, category.parentId, next, category.id, tx);
      });
      await deps.refreshCatalogue();
      return asTree(await repository.all(projectId));
    },

    /** The full order of one parent's children: every child once. */
    async setOrder(actor: Actor, input: CategoryOrderInput) {
      await repository.transaction(async (tx) => {
        if (input.parentId) await load(input.parentId, tx);
        const current = await repository.siblingIds(projectId, input.parentId, tx);
        if (
          input.ids.length !== current.length ||
          new Set(input.ids).size !== input.ids.length ||
          input.ids.some((id) => !current.includes(id))
        ) {
          throw new HttpError(400, CATEGORY_MESSAGES.orderMismatch, {
            ids: CATEGORY_MESSAGES.orderMismatch,
          });
        }
        await reorder(actor, input.parentId, input.ids, input.parentId ?? 'top-level', tx);
      });
      await deps.refreshCatalogue();
      return asTree(await repository.all(projectId));
    },

    /** Only an unused category: no product filed under it and no subcategory. */
    async delete(actor: Actor, id: string) {
      const files = await repository.transaction(async (tx) => {
        const category = await load(id, tx);
        const usage = await repository.usage(category.id, tx);
        if (usage.products > 0) throw conflict(CATEGORY_MESSAGES.deleteHasProducts(usage.products));
        if (usage.children > 0) throw conflict(CATEGORY_MESSAGES.deleteHasChildren(usage.children));
        await repository.delete(category.id, tx);
        await deps.recordActivity(tx, actor, {
          action: 'category.delete',
          recordType: 'category',
          recordId: category.id,
          changes: changedFields(fieldsOf(category), {}),
        });
        return category.imageKey ? repository.releaseMedia(category.imageKey, tx) : [];
      });
      await discardFiles(deps.store, files);
      await deps.refreshCatalogue();
    },

    /** A new picture (JPEG, PNG or WebP) in place of the old one. */
    async setImage(actor: Actor, id: string, bytes: Buffer | undefined, alt: string | undefined) {
      const category = await load(id);
      const altText = checkAlt(alt);
      if (!bytes?.length) {
        throw new HttpError(400, IMAGE_MESSAGES.fileRequired, {
          file: IMAGE_MESSAGES.fileRequired,
        });
      }
      const stored = await storeRenditions(deps.store, bytes);
      const key = `category-${randomUUID()}.webp`;
      let released: string[];
      try {
        released = await repository.transaction(async (tx) => {
          const current = await load(category.id, tx);
          await repository.addMedia({ key, alt: altText, renditions: stored }, tx);
          await repository.update(current.id, { imageKey: key }, tx);
          await deps.recordActivity(tx, actor, {
            action: 'category.image.set',
            recordType: 'category',
            recordId: current.id,
            changes: { image: { before: current.imageKey, after: { key, alt: altText } } },
          });
          return current.imageKey ? repository.releaseMedia(current.imageKey, tx) : [];
        });
      } catch (error) {
        await discardFiles(
          deps.store,
          stored.map((file) => file.storageKey),
        );
        throw error;
      }
      await discardFiles(deps.store, released);
      await deps.refreshCatalogue();
      return detail(category.id);
    },

    async setImageAlt(actor: Actor, id: string, alt: string) {
      await repository.transaction(async (tx) => {
        const category = await load(id, tx);
        if (!category.imageKey) throw notFound(IMAGE_MESSAGES.noImage);
        const [before] = (await repository.all(projectId, tx)).filter(
          (row) => row.id === category.id,
        );
        await repository.setMediaAlt(category.imageKey, alt, tx);
        await deps.recordActivity(tx, actor, {
          action: 'category.image.alt',
          recordType: 'category',
          recordId: category.id,
          changes: { imageAlt: { before: before?.imageAlt ?? null, after: alt } },
        });
      });
      await deps.refreshCatalogue();
      return detail(id);
    },

    async removeImage(actor: Actor, id: string) {
      const files = await repository.transaction(async (tx) => {
        const category = await load(id, tx);
        if (!category.imageKey) throw notFound(IMAGE_MESSAGES.noImage);
        await repository.update(category.id, { imageKey: null }, tx);
        await deps.recordActivity(tx, actor, {
          action: 'category.image.remove',
          recordType: 'category',
          recordId: category.id,
          changes: { image: { before: category.imageKey, after: null } },
        });
        return repository.releaseMedia(category.imageKey, tx);
      });
      await discardFiles(deps.store, files);
      await deps.refreshCatalogue();
      return detail(id);
    },
  };
}

export type AdminCategoriesService = ReturnType<typeof createAdminCategoriesService>;
