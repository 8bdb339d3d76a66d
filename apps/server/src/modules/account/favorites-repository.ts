import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favorites } from '../../db/schema/index';

/** The favorites table; the products themselves come from the catalogue's service. */
export function createFavoritesRepository(db: Database) {
  return {
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

    /** Newest favorite first. */
    async list(userId: string) {
      return db
        .select({ productId: favorites.productId, addedAt: favorites.createdAt })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt));
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
