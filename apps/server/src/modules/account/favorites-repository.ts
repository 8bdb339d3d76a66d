import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favorites, media, productImages, products, productVariants } from '../../db/schema/index';

/** Favorites, and a read-only look at the catalogue tables for their product cards. */
export function createFavoritesRepository(db: Database) {
  return {
    async isActiveProduct(projectId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.id, productId),
            eq(products.projectId, projectId),
            eq(products.isActive, true),
          ),
        );
      return row !== undefined;
    },

    /** False when it was already a favorite. */
    async add(userId: string, productId: string): Promise<boolean> {
      const rows = await db
        .insert(favorites)
        .values({ userId, productId })
        .onConflictDoNothing()
        .returning({ productId: favorites.productId });
      return rows.length === 1;
    },

    async remove(userId: string, productId: string) {
      await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
    },

    /** Active products only, newest favorite first. */
    async list(userId: string, projectId: string) {
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          friendlyUrl: products.friendlyUrl,
          addedAt: favorites.createdAt,
        })
        .from(favorites)
        .innerJoin(products, eq(products.id, favorites.productId))
        .where(
          and(
            eq(favorites.userId, userId),
            eq(products.projectId, projectId),
            eq(products.isActive, true),
          ),
        )
        .orderBy(desc(favorites.createdAt), asc(products.name));
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return [];
      const [variants, images] = await Promise.all([
        db
          .select({
            productId: productVariants.productId,
            id: productVariants.id,
            priceCentavos: productVariants.priceCentavos,
            compareAtPriceCentavos: productVariants.compareAtPriceCentavos,
          })
          .from(productVariants)
          .where(inArray(productVariants.productId, ids))
          .orderBy(asc(productVariants.position)),
        db
          .select({
            productId: productImages.productId,
            key: media.key,
            alt: media.alt,
            width: media.width,
            height: media.height,
          })
          .from(productImages)
          .innerJoin(media, eq(media.key, productImages.mediaKey))
          .where(inArray(productImages.productId, ids))
          .orderBy(asc(productImages.position)),
      ]);
      return rows.map((row) => ({
        ...row,
        variants: variants.filter((variant) => variant.productId === row.id),
        images: images.filter((image) => image.productId === row.id),
      }));
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
export type FavoriteProduct = Awaited<ReturnType<FavoritesRepository['list']>>[number];
