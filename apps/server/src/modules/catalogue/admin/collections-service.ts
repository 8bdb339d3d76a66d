import {
  COLLECTION_LIMITS,
  COLLECTION_MESSAGES,
  type AdminCollection,
  type CollectionInput,
} from '@shop/shared/admin/collections';
import { friendlyUrlOf } from '@shop/shared/admin/product';
import type { Transaction } from '../../../db/client';
import { HttpError, conflict, notFound } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import type {
  AdminCollectionsRepository,
  CollectionRecord,
  CollectionValues,
} from './collections-repository';
import { checkSameMembers, presentOrderedProduct } from './ordered-products';
import type { Actor, RecordedChange } from './products-service';

export interface AdminCollectionsDeps {
  repository: AdminCollectionsRepository;
  recordActivity(tx: Transaction, actor: Actor, change: RecordedChange): Promise<void>;
  refreshCatalogue(): Promise<void>;
  projectId: string;
}

const LOGGED_FIELDS = ['name', 'slug', 'description', 'isActive'] as const;

function changedFields(before: Partial<CollectionValues>, after: Partial<CollectionValues>) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of LOGGED_FIELDS) {
    if (before[field] !== after[field]) {
      changes[field] = { before: before[field] ?? null, after: after[field] ?? null };
    }
  }
  return changes;
}

const present = (row: CollectionRecord & { productCount: number }): AdminCollection => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
  productCount: row.productCount,
  updatedAt: row.updatedAt.toISOString(),
});

/** The home page's collections: edit, order them, and order the products in each. */
export function createAdminCollectionsService(deps: AdminCollectionsDeps) {
  const { repository, projectId } = deps;

  async function load(id: string, tx?: Transaction) {
    const row = isUuid(id) ? await repository.find(projectId, id, tx) : undefined;
    if (!row) throw notFound(COLLECTION_MESSAGES.notFound);
    return row;
  }

  async function list() {
    return (await repository.all(projectId)).map(present);
  }

  async function detail(id: string) {
    const found = (await list()).find((collection) => collection._id === id);
    if (!found) throw notFound(COLLECTION_MESSAGES.notFound);
    return found;
  }

  async function items(collectionId: string) {
    return (await repository.itemsOf(collectionId)).map(presentOrderedProduct);
  }

  async function slugOf(input: CollectionInput, exceptId: string | null, tx: Transaction) {
    if (input.slug) {
      if (await repository.slugTaken(projectId, input.slug, exceptId, tx)) {
        throw new HttpError(409, COLLECTION_MESSAGES.slugTaken, {
          slug: COLLECTION_MESSAGES.slugTaken,
        });
      }
      return input.slug;
    }
    const base = friendlyUrlOf(input.name).slice(0, COLLECTION_LIMITS.slugMax - 4) || 'collection';
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await repository.slugTaken(projectId, candidate, exceptId, tx))) return candidate;
    }
  }

  /** Writes one change, logs it and lets the storefront follow. */
  async function write<T>(work: (tx: Transaction) => Promise<T>) {
    const result = await repository.transaction(work);
    await deps.refreshCatalogue();
    return result;
  }

  return {
    list,
    detail,

    async create(actor: Actor, input: CollectionInput) {
      const id = await write(async (tx) => {
        const values = {
          name: input.name,
          slug: await slugOf(input, null, tx),
          description: input.description,
          isActive: input.isActive,
        };
        const row = await repository.insert(
          projectId,
          { ...values, sortOrder: await repository.nextSortOrder(projectId, tx) },
          tx,
        );
        await deps.recordActivity(tx, actor, {
          action: 'collection.create',
          recordType: 'collection',
          recordId: row.id,
          changes: changedFields({}, values),
        });
        return row.id;
      });
      return detail(id);
    },

    async update(actor: Actor, id: string, input: CollectionInput) {
      await write(async (tx) => {
        const before = await load(id, tx);
        const values = {
          name: input.name,
          slug: await slugOf(input, before.id, tx),
          description: input.description,
          isActive: input.isActive,
        };
        await repository.update(before.id, values, tx);
        const changes = changedFields(before, values);
        if (Object.keys(changes).length > 0) {
          await deps.recordActivity(tx, actor, {
            action: 'collection.update',
            recordType: 'collection',
            recordId: before.id,
            changes,
          });
        }
      });
      return detail(id);
    },

    async delete(actor: Actor, id: string) {
      await write(async (tx) => {
        const collection = await load(id, tx);
        const products = (await repository.itemsOf(collection.id, tx)).map((item) => item.id);
        await repository.delete(collection.id, tx);
        await deps.recordActivity(tx, actor, {
          action: 'collection.delete',
          recordType: 'collection',
          recordId: collection.id,
          changes: {
            ...changedFields(collection, {}),
            products: { before: products, after: null },
          },
        });
      });
    },

    /** The order of the collections on the home page: every collection once. */
    async setOrder(actor: Actor, ids: string[]) {
      await write(async (tx) => {
        const current = (await repository.all(projectId, tx)).map((row) => row.id);
        checkSameMembers(current, ids, COLLECTION_MESSAGES.collectionsMismatch);
        await repository.setOrder(ids, tx);
        await deps.recordActivity(tx, actor, {
          action: 'collection.reorder',
          recordType: 'collection',
          recordId: 'all',
          changes: { order: { before: current, after: ids } },
        });
      });
      return list();
    },

    items: async (id: string) => items((await load(id)).id),

    /** Adds a product at the end of the collection. */
    async addItem(actor: Actor, id: string, productId: string) {
      const collectionId = await write(async (tx) => {
        const collection = await load(id, tx);
        if (!(await repository.productExists(projectId, productId, tx))) {
          throw new HttpError(400, COLLECTION_MESSAGES.productUnknown, {
            productId: COLLECTION_MESSAGES.productUnknown,
          });
        }
        const current = (await repository.itemsOf(collection.id, tx)).map((item) => item.id);
        if (current.includes(productId)) throw conflict(COLLECTION_MESSAGES.alreadyInCollection);
        if (current.length >= COLLECTION_LIMITS.itemsMax) {
          throw conflict(COLLECTION_MESSAGES.tooManyItems);
        }
        await repository.addItem(collection.id, productId, tx);
        await deps.recordActivity(tx, actor, {
          action: 'collection.item.add',
          recordType: 'collection',
          recordId: collection.id,
          changes: { products: { before: current, after: [...current, productId] } },
        });
        return collection.id;
      });
      return items(collectionId);
    },

    async removeItem(actor: Actor, id: string, productId: string) {
      const collectionId = await write(async (tx) => {
        const collection = await load(id, tx);
        const current = (await repository.itemsOf(collection.id, tx)).map((item) => item.id);
        if (!current.includes(productId)) throw notFound(COLLECTION_MESSAGES.notInCollection);
        const remaining = current.filter((item) => item !== productId);
        await repository.removeItem(collection.id, productId, tx);
        await repository.setItemOrder(collection.id, remaining, tx);
        await deps.recordActivity(tx, actor, {
          action: 'collection.item.remove',
          recordType: 'collection',
          recordId: collection.id,
          changes: { products: { before: current, after: remaining } },
        });
        return collection.id;
      });
      return items(collectionId);
    },

    /** The order of the collection's products: every one of them once. */
    async setItemOrder(actor: Actor, id: string, productIds: string[]) {
      const collectionId = await write(async (tx) => {
        const collection = await load(id, tx);
        const current = (await repository.itemsOf(collection.id, tx)).map((item) => item.id);
        checkSameMembers(current, productIds, COLLECTION_MESSAGES.itemsMismatch);
        await repository.setItemOrder(collection.id, productIds, tx);
        await deps.recordActivity(tx, actor, {
          action: 'collection.items.reorder',
          recordType: 'collection',
          recordId: collection.id,
          changes: { products: { before: current, after: productIds } },
        });
        return collection.id;
      });
      return items(collectionId);
    },
  };
}

export type AdminCollectionsService = ReturnType<typeof createAdminCollectionsService>;
