import { and, asc, count, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import {
  productCollectionItems,
  productCollections,
  productImages,
  products,
} from '../../../db/schema/index';
import { productSummaryColumns } from './product-summary-columns';

type Executor = Database | Transaction;

export type CollectionRecord = typeof productCollections.$inferSelect;
export type CollectionValues = Pick<
  typeof productCollections.$inferInsert,
  'name' | 'slug' | 'description' | 'isActive'
>;

/** A product as an ordered list shows it. */
export interface ListedProduct {
  id: string;
  name: string;
  sku: string;
  friendlyUrl: string;
  isActive: boolean;
  archivedAt: Date | null;
  imageKey: string | null;
  position: number;
}

const productColumns = {
  ...productSummaryColumns,
  imageKey: sql<string | null>`(select ${productImages.mediaKey} from ${productImages}
    where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
};

/** Collections, their ordered products, and the home page's featured products. */
export function createAdminCollectionsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** Every collection in the storefront's order, with how many products it holds. */
    async all(projectId: string, tx: Executor = db) {
      const rows = await tx
        .select({
          collection: productCollections,
          productCount: sql<number>`(select count(*)::int from ${productCollectionItems}
            where ${productCollectionItems.collectionId} = ${productCollections.id})`,
        })
        .from(productCollections)
        .where(eq(productCollections.projectId, projectId))
        .orderBy(asc(productCollections.sortOrder), asc(productCollections.name));
      return rows.map((row) => ({ ...row.collection, productCount: Number(row.productCount) }));
    },

    async find(projectId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(productCollections)
        .where(and(eq(productCollections.projectId, projectId), eq(productCollections.id, id)));
      return row;
    },

    async slugTaken(projectId: string, slug: string, exceptId: string | null, tx: Executor) {
      const [row] = await tx
        .select({ id: productCollections.id })
        .from(productCollections)
        .where(
          and(
            eq(productCollections.projectId, projectId),
            eq(productCollections.slug, slug),
            exceptId ? ne(productCollections.id, exceptId) : undefined,
          ),
        );
      return row !== undefined;
    },

    async nextSortOrder(projectId: string, tx: Executor) {
      const [row] = await tx
        .select({ last: max(productCollections.sortOrder) })
        .from(productCollections)
        .where(eq(productCollections.projectId, projectId));
      return (row?.last ?? 0) + 1;
    },

    async insert(
      projectId: string,
      values: CollectionValues & { sortOrder: number },
      tx: Transaction,
    ) {
      const [row] = await tx
        .insert(productCollections)
        .values({ projectId, ...values })
        .returning();
      return row!;
    },

    async update(id: string, values: CollectionValues, tx: Transaction) {
      await tx.update(productCollections).set(values).where(eq(productCollections.id, id));
    },

    async delete(id: string, tx: Transaction) {
      await tx.delete(productCollections).where(eq(productCollections.id, id));
    },

    /** Numbers the collections 1, 2, 3… in this order. */
    async setOrder(ids: string[], tx: Transaction) {
      for (const [index, id] of ids.entries()) {
        await tx
          .update(productCollections)
          .set({ sortOrder: index + 1 })
          .where(eq(productCollections.id, id));
      }
    },

    async itemsOf(collectionId: string, tx: Executor = db): Promise<ListedProduct[]> {
      return tx
        .select({ ...productColumns, position: productCollectionItems.position })
        .from(productCollectionItems)
        .innerJoin(products, eq(products.id, productCollectionItems.productId))
        .where(eq(productCollectionItems.collectionId, collectionId))
        .orderBy(asc(productCollectionItems.position), asc(products.name));
    },

    async addItem(collectionId: string, productId: string, tx: Transaction) {
      const [row] = await tx
        .select({ last: max(productCollectionItems.position) })
        .from(productCollectionItems)
        .where(eq(productCollectionItems.collectionId, collectionId));
      await tx
        .insert(productCollectionItems)
        .values({ collectionId, productId, position: (row?.last ?? -1) + 1 });
    },

    async removeItem(collectionId: string, productId: string, tx: Transaction) {
      await tx
        .delete(productCollectionItems)
        .where(
          and(
            eq(productCollectionItems.collectionId, collectionId),
            eq(productCollectionItems.productId, productId),
          ),
        );
    },

    /** Puts the collection's products in this order (positions 0, 1, 2…). */
    async setItemOrder(collectionId: string, productIds: string[], tx: Transaction) {
      for (const [position, productId] of productIds.entries()) {
        await tx
          .update(productCollectionItems)
          .set({ position })
          .where(
            and(
              eq(productCollectionItems.collectionId, collectionId),
              eq(productCollectionItems.productId, productId),
            ),
          );
      }
    },

    async productExists(projectId: string, productId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.projectId, projectId), eq(products.id, productId)));
      return (row?.n ?? 0) > 0;
    },

    /** The home page's featured products: by the place staff gave them, then newest first. */
    async featured(projectId: string, tx: Executor = db): Promise<ListedProduct[]> {
      const rows = await tx
        .select({ ...productColumns, featuredPosition: products.featuredPosition })
        .from(products)
        .where(and(eq(products.projectId, projectId), eq(products.isFeatured, true)))
        .orderBy(
          sql`${products.featuredPosition} asc nulls last`,
          desc(products.createdAt),
          asc(products.id),
        );
      return rows.map(({ featuredPosition, ...row }, index) => ({
        ...row,
        position: featuredPosition ?? index,
      }));
    },

    async setFeatured(
      productId: string,
      featured: { isFeatured: boolean; featuredPosition: number | null },
      tx: Transaction,
    ) {
      await tx.update(products).set(featured).where(eq(products.id, productId));
    },

    /** Gives the featured products the places 0, 1, 2… in this order. */
    async setFeaturedOrder(productIds: string[], tx: Transaction) {
      for (const [featuredPosition, id] of productIds.entries()) {
        await tx.update(products).set({ featuredPosition }).where(eq(products.id, id));
      }
    },
  };
}

export type AdminCollectionsRepository = ReturnType<typeof createAdminCollectionsRepository>;
