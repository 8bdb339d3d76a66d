import { fromCentavos } from '@shop/shared';
import { HttpError } from '../../errors';
import type { FavoriteProduct, FavoritesRepository } from './favorites-repository';
import { isUuid } from './ids';

export const PRODUCT_NOT_FOUND = 'The product does not exist.';

/** The product card fields of the catalogue's lists, plus when it was added. */
export function presentFavorite(product: FavoriteProduct) {
  return {
    _id: product.id,
    name: product.name,
    friendly_url: product.friendlyUrl,
    price_details: product.variants.map((variant) => ({
      variant_id: variant.id,
      price: fromCentavos(variant.priceCentavos),
      compare_at_price:
        variant.compareAtPriceCentavos === null
          ? null
          : fromCentavos(variant.compareAtPriceCentavos),
    })),
    images: product.images.map((image) => ({
      url: `/media/${image.key}`,
      alt: image.alt,
      width: image.width,
      height: image.height,
    })),
    added_at: product.addedAt.toISOString(),
  };
}

export function createFavoritesService(deps: {
  repository: FavoritesRepository;
  projectId: string;
}) {
  const { repository } = deps;
  return {
    /** Adds the product, or removes it when it already is a favorite. */
    async toggle(userId: string, productId: string) {
      if (!isUuid(productId) || !(await repository.isActiveProduct(deps.projectId, productId))) {
        throw new HttpError(404, PRODUCT_NOT_FOUND);
      }
      if (await repository.add(userId, productId)) return { productId, favorite: true };
      await repository.remove(userId, productId);
      return { productId, favorite: false };
    },

    async list(userId: string) {
      return (await repository.list(userId, deps.projectId)).map(presentFavorite);
    },
  };
}
