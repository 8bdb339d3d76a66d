import { COLLECTION_LIMITS, COLLECTION_MESSAGES } from '@shop/shared/admin/collections';
import type { Transaction } from '../../../db/client';
import { HttpError, conflict, notFound } from '../../../errors';
import type { AdminCollectionsRepository } from './collections-repository';
import { checkSameMembers, presentOrderedProduct } from './ordered-products';
import type { Actor, RecordedChange } from './products-service';

export interface AdminFeaturedDeps {
  repository: AdminCollectionsRepository;
  recordActivity(tx: Transaction, actor: Actor, change: RecordedChange): Promise<void>;
  refreshCatalogue(): Promise<void>;
  projectId: string;
}

// The featured list is one record in the activity log: its order is the thing staff change.
const FEATURED_RECORD = { recordType: 'featured-products', recordId: 'home' } as const;

/**
 * The home page's featured products (`is_featured` + `featured_position`). Every write numbers
 * the whole list, so products featured before staff ordered them get a fixed place too.
 */
export function createAdminFeaturedService(deps: AdminFeaturedDeps) {
  const { repository, projectId } = deps;

  const currentIds = async (tx: Transaction) =>
    (await repository.featured(projectId, tx)).map((row) => row.id);

  async function write(
    actor: Actor,
    action: string,
    change: (current: string[], tx: Transaction) => Promise<string[]>,
  ) {
    await repository.transaction(async (tx) => {
      const current = await currentIds(tx);
      const next = await change(current, tx);
      await repository.setFeaturedOrder(next, tx);
      await deps.recordActivity(tx, actor, {
        action,
        ...FEATURED_RECORD,
        changes: { products: { before: current, after: next } },
      });
    });
    await deps.refreshCatalogue();
    return list();
  }

  async function list() {
    return (await repository.featured(projectId)).map(presentOrderedProduct);
  }

  return {
    list,

    add: (actor: Actor, productId: string) =>
      write(actor, 'featured.add', async (current, tx) => {
        if (!(await repository.productExists(projectId, productId, tx))) {
          throw new HttpError(400, COLLECTION_MESSAGES.productUnknown, {
            productId: COLLECTION_MESSAGES.productUnknown,
          });
        }
        if (current.includes(productId)) throw conflict(COLLECTION_MESSAGES.alreadyFeatured);
        if (current.length >= COLLECTION_LIMITS.featuredMax) {
          throw conflict(COLLECTION_MESSAGES.tooManyFeatured);
        }
        await repository.setFeatured(
          productId,
          { isFeatured: true, featuredPosition: current.length },
          tx,
        );
        return [...current, productId];
      }),

    remove: (actor: Actor, productId: string) =>
      write(actor, 'featured.remove', async (current, tx) => {
        if (!current.includes(productId)) throw notFound(COLLECTION_MESSAGES.notFeatured);
        await repository.setFeatured(productId, { isFeatured: false, featuredPosition: null }, tx);
        return current.filter((id) => id !== productId);
      }),

    setOrder: (actor: Actor, productIds: string[]) =>
      write(actor, 'featured.reorder', async (current) => {
        checkSameMembers(current, productIds, COLLECTION_MESSAGES.featuredMismatch);
        return productIds;
      }),
  };
}

export type AdminFeaturedService = ReturnType<typeof createAdminFeaturedService>;
