import { and, asc, count, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { categories, media, productCategories, productImages } from '../../../db/schema/index';
import { storedUpload, type StoredRendition } from '../../../lib/uploaded-image';
import { deleteUploadedMedia, insertUploadedMedia } from './uploaded-media';

type Executor = Database | Transaction;

export type CategoryRecord = typeof categories.$inferSelect;
export type CategoryValues = Pick<
  typeof categories.$inferInsert,
  'name' | 'friendlyUrl' | 'parentId' | 'description' | 'isActive'
>;

export interface CategoryListRow extends CategoryRecord {
  imageAlt: string | null;
  productCount: number;
  childCount: number;
}

const sameParent = (parentId: string | null) =>
  parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId);

/** The category tree's rows, their pictures and what uses them. */
export function createAdminCategoriesRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** Every category of the shop with its picture's alt text and its use, in sibling order. */
    async all(projectId: string, tx: Executor = db): Promise<CategoryListRow[]> {
      const rows = await tx
        .select({
          category: categories,
          imageAlt: media.alt,
          productCount: sql<number>`(select count(*)::int from ${productCategories}
            where ${productCategories.categoryId} = ${categories.id})`,
          childCount: sql<number>`(select count(*)::int from ${categories} as c
            where c.parent_id = ${categories.id})`,
        })
        .from(categories)
        .leftJoin(media, eq(media.key, categories.imageKey))
        .where(eq(categories.projectId, projectId))
        .orderBy(asc(categories.sortOrder), asc(categories.name));
      return rows.map((row) => ({
        ...row.category,
        imageAlt: row.imageAlt,
        productCount: Number(row.productCount),
        childCount: Number(row.childCount),
      }));
    },

    async find(projectId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(categories)
        .where(and(eq(categories.projectId, projectId), eq(categories.id, id)));
      return row;
    },

    async friendlyUrlTaken(projectId: string, url: string, exceptId: string | null, tx: Executor) {
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            eq(categories.projectId, projectId),
            eq(categories.friendlyUrl, url),
            exceptId ? ne(categories.id, exceptId) : undefined,
          ),
        );
      return row !== undefined;
    },

    /** The ids of one parent's children (null: the top level), in their order. */
    async siblingIds(projectId: string, parentId: string | null, tx: Executor = db) {
      const rows = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.projectId, projectId), sameParent(parentId)))
        .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
      return rows.map((row) => row.id);
    },

    /** The place after the last child of the parent. */
    async nextSortOrder(projectId: string, parentId: string | null, tx: Executor) {
      const [row] = await tx
        .select({ last: max(categories.sortOrder) })
        .from(categories)
        .where(and(eq(categories.projectId, projectId), sameParent(parentId)));
      return (row?.last ?? 0) + 1;
    },

    async insert(
      projectId: string,
      values: CategoryValues & { sortOrder: number },
      tx: Transaction,
    ) {
      const [row] = await tx
        .insert(categories)
        .values({ projectId, ...values })
        .returning();
      return row!;
    },

    async update(
      id: string,
      values: Partial<CategoryValues & { sortOrder: number; imageKey: string | null }>,
      tx: Transaction,
    ) {
      await tx.update(categories).set(values).where(eq(categories.id, id));
    },

    /** Numbers the siblings 1, 2, 3… in this order. */
    async setOrder(ids: string[], tx: Transaction) {
      for (const [index, id] of ids.entries()) {
        await tx
          .update(categories)
          .set({ sortOrder: index + 1 })
          .where(eq(categories.id, id));
      }
    },

    /** What still uses the category: products filed under it and subcategories. */
    async usage(id: string, tx: Executor) {
      const [products] = await tx
        .select({ n: count() })
        .from(productCategories)
        .where(eq(productCategories.categoryId, id));
      const [children] = await tx
        .select({ n: count() })
        .from(categories)
        .where(eq(categories.parentId, id));
      return { products: products?.n ?? 0, children: children?.n ?? 0 };
    },

    async delete(id: string, tx: Transaction) {
      await tx.delete(categories).where(eq(categories.id, id));
    },

    async addMedia(
      photo: { key: string; alt: string; renditions: StoredRendition[] },
      tx: Transaction,
    ) {
      await insertUploadedMedia(storedUpload(photo.key, photo.alt, photo.renditions), tx);
    },

    async setMediaAlt(key: string, alt: string, tx: Transaction) {
      await tx.update(media).set({ alt }).where(eq(media.key, key));
    },

    /**
     * Removes an uploaded picture no category or product shows any more; answers the files to
     * delete (none for generated art, whose bytes live in the row and which the seed owns).
     */
    async releaseMedia(key: string, tx: Transaction): Promise<string[]> {
      const [categoryUses] = await tx
        .select({ n: count() })
        .from(categories)
        .where(eq(categories.imageKey, key));
      const [productUses] = await tx
        .select({ n: count() })
        .from(productImages)
        .where(eq(productImages.mediaKey, key));
      if ((categoryUses?.n ?? 0) + (productUses?.n ?? 0) > 0) return [];
      return deleteUploadedMedia(key, tx);
    },
  };
}

export type AdminCategoriesRepository = ReturnType<typeof createAdminCategoriesRepository>;
