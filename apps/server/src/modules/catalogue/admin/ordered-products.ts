import type { OrderedProduct } from '@shop/shared/admin/collections';
import { HttpError } from '../../../errors';
import type { ListedProduct } from './collections-repository';

export function presentOrderedProduct(row: ListedProduct): OrderedProduct {
  return {
    _id: row.id,
    name: row.name,
    sku: row.sku,
    friendlyUrl: row.friendlyUrl,
    status: row.archivedAt ? 'archived' : row.isActive ? 'active' : 'inactive',
    imageUrl: row.imageKey ? `/media/${row.imageKey}` : null,
    position: row.position,
  };
}

/** A new full order must name every current member once; a 400 on `ids` otherwise. */
export function checkSameMembers(current: string[], given: string[], message: string) {
  if (
    given.length !== current.length ||
    new Set(given).size !== given.length ||
    given.some((id) => !current.includes(id))
  ) {
    throw new HttpError(400, message, { ids: message });
  }
}
