import { HttpError } from '../../errors';
import type { ProductLookup } from '../catalogue/index';
import type { FavoritesRepository } from './favorites-repository';

export const PRODUCT_NOT_FOUND = 'The product does not exist.';

export function createFavoritesService(deps: {
  repository: FavoritesRepository;
  products: ProductLookup;
}) {
  const { repository, products } = deps;
  return {
    /** Adds the product, or removes it when it already is a favorite. */
    async toggle(userId: string, productId: string) {
      if (!(await products.isListed(productId))) throw new HttpError(404, PRODUCT_NOT_FOUND);
      if (await repository.add(userId, productId)) return { productId, favorite: true };
      await repository.remove(userId, productId);
      return { productId, favorite: false };
    },

    /** The catalogue's card of each favorite still on sale, plus when it was added. */
    async list(userId: string) {
      const rows = await repository.list(userId);
      const cards = await products.cards(rows.map((row) => row.productId));
      return rows
        .flatMap((row) => {
          const card = cards.get(row.productId);
          return card ? [{ ...card, addedAt: row.addedAt }] : [];
        })
        .sort(
          (a, b) => b.addedAt.getTime() - a.addedAt.getTime() || a.name.localeCompare(b.name, 'en'),
        )
        .map(({ addedAt, ...card }) => ({ ...card, added_at: addedAt.toISOString() }));
    },
  };
}
