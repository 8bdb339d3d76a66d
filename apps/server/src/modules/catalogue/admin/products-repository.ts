import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import {
  categories,
  media,
  productCategories,
  productImages,
  products,
  productUrlRedirects,
  productVariants,
  variantStock,
} from '../../../db/schema/index';
import { isUuid } from '../../../lib/ids';
import { containsPattern } from '../../../lib/like-pattern';
import { offsetOf } from '../../../lib/pagination';
import { productSummaryColumns } from './product-summary-columns';

type Executor = Database | Transaction;

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type NewProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type VariantValues = Omit<
  typeof productVariants.$inferInsert,
  'id' | 'productId' | 'createdAt' | 'updatedAt'
>;

export type ProductStatusFilter = 'active' | 'inactive' | 'archived';
export type ProductSortKey = 'name' | 'sku' | 'createdAt' | 'updatedAt';

export interface ProductListQuery {
  projectId: string;
  page: number;
  limit: number;
  sort: ProductSortKey;
  order: 'asc' | 'desc';
  search?: string;
  status?: ProductStatusFilter;
  categoryId?: string;
}

/** The listed product's id inside correlated subqueries (a bare column would bind to the inner table). */
const outerProductId = sql.raw('"products"."id"');

const SORT_COLUMNS = {
  name: products.name,
  sku: products.sku,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
} as const;

/** Writes and staff reads of the catalogue's products; the storefront reads its snapshot. */
export function createAdminProductsRepository(db: Database) {
  const statusWhere = (status: ProductStatusFilter | undefined) => {
    switch (status) {
      case 'archived':
        return isNotNull(products.archivedAt);
      case 'active':
        return and(isNull(products.archivedAt), eq(products.isActive, true));
      case 'inactive':
        return and(isNull(products.archivedAt), eq(products.isActive, false));
      default:
        return isNull(products.archivedAt);
    }
  };

  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async list(query: ProductListQuery) {
      const pattern = query.search ? containsPattern(query.search) : undefined;
      const where = and(
        eq(products.projectId, query.projectId),
        statusWhere(query.status),
        pattern
          ? or(
              sql`${products.name} ilike ${pattern}`,
              sql`${products.sku} ilike ${pattern}`,
              sql`exists (select 1 from ${productVariants} v where v.product_id = ${outerProductId} and v.sku ilike ${pattern})`,
            )
          : undefined,
        query.categoryId
          ? sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${outerProductId} and pc.category_id = ${query.categoryId})`
          : undefined,
      );
      const column = SORT_COLUMNS[query.sort];
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...productSummaryColumns,
            updatedAt: products.updatedAt,
            variantCount: sql<number>`(select count(*)::int from ${productVariants} v where v.product_id = ${outerProductId})`,
            minPriceCentavos: sql<
              number | null
            >`(select min(v.price_centavos)::int from ${productVariants} v where v.product_id = ${outerProductId})`,
            maxPriceCentavos: sql<
              number | null
            >`(select max(v.price_centavos)::int from ${productVariants} v where v.product_id = ${outerProductId})`,
            unitsOnHand: sql<number>`(select coalesce(sum(s.quantity), 0)::int from ${variantStock} s join ${productVariants} v on v.id = s.variant_id where v.product_id = ${outerProductId})`,
            imageKey: sql<
              string | null
            >`(select i.media_key from ${productImages} i where i.product_id = ${outerProductId} order by i.position limit 1)`,
          })
          .from(products)
          .where(where)
          .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(products.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async find(projectId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(products)
        .where(and(eq(products.projectId, projectId), eq(products.id, id)));
      return row;
    },

    async findForUpdate(projectId: string, id: string, tx: Transaction) {
      // A malformed id is simply not found; it must never reach SQL (a uuid cast error is a 500).
      if (!isUuid(id)) return undefined;
      const [row] = await tx
        .select()
        .from(products)
        .where(and(eq(products.projectId, projectId), eq(products.id, id)))
        .for('update');
      return row;
    },

    async variantsOf(productId: string, tx: Executor = db) {
      return tx
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.position));
    },

    async categoryIdsOf(productId: string, tx: Executor = db) {
      const rows = await tx
        .select({ id: productCategories.categoryId })
        .from(productCategories)
        .where(eq(productCategories.productId, productId));
      return rows.map((row) => row.id);
    },

    async imagesOf(productId: string, tx: Executor = db) {
      return tx
        .select({
          key: media.key,
          alt: media.alt,
          width: media.width,
          height: media.height,
          position: productImages.position,
        })
        .from(productImages)
        .innerJoin(media, eq(media.key, productImages.mediaKey))
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position));
    },

    /** The category ids of this shop among `ids`. */
    async existingCategoryIds(projectId: string, ids: string[], tx: Executor = db) {
      if (ids.length === 0) return new Set<string>();
      const rows = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.projectId, projectId), inArray(categories.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    async friendlyUrlTaken(projectId: string, url: string, exceptId: string | null, tx: Executor) {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.projectId, projectId),
            eq(products.friendlyUrl, url),
            exceptId ? ne(products.id, exceptId) : undefined,
          ),
        );
      if (product) return true;
      const [redirect] = await tx
        .select({ productId: productUrlRedirects.productId })
        .from(productUrlRedirects)
        .where(
          and(eq(productUrlRedirects.projectId, projectId), eq(productUrlRedirects.fromUrl, url)),
        );
      return redirect !== undefined && redirect.productId !== exceptId;
    },

    /** Who holds these SKUs already: the product SKU per shop, variant SKUs everywhere. */
    async skuOwners(projectId: string, productSku: string, variantSkus: string[], tx: Executor) {
      const [productOwner] = await tx
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(
          and(
            eq(products.projectId, projectId),
            sql`upper(${products.sku}) = upper(${productSku})`,
          ),
        );
      const upper = variantSkus.map((sku) => sku.toUpperCase());
      const variantOwners = upper.length
        ? await tx
            .select({
              sku: productVariants.sku,
              variantId: productVariants.id,
              productId: productVariants.productId,
              productName: products.name,
            })
            .from(productVariants)
            .innerJoin(products, eq(products.id, productVariants.productId))
            .where(inArray(sql`upper(${productVariants.sku})`, upper))
        : [];
      return { productOwner, variantOwners };
    },

    async insert(values: NewProductValues, tx: Transaction) {
      const [row] = await tx.insert(products).values(values).returning();
      if (!row) throw new Error('The product was not stored');
      return row;
    },

    async update(id: string, values: Partial<NewProductValues>, tx: Transaction) {
      const [row] = await tx.update(products).set(values).where(eq(products.id, id)).returning();
      if (!row) throw new Error('The product was not updated');
      return row;
    },

    async replaceCategories(productId: string, categoryIds: string[], tx: Transaction) {
      await tx.delete(productCategories).where(eq(productCategories.productId, productId));
      if (categoryIds.length) {
        await tx
          .insert(productCategories)
          .values(categoryIds.map((categoryId) => ({ productId, categoryId })));
      }
    },

    async insertVariant(productId: string, values: VariantValues, tx: Transaction) {
      const [row] = await tx
        .insert(productVariants)
        .values({ ...values, productId })
        .returning();
      if (!row) throw new Error('The variant was not stored');
      return row;
    },

    async updateVariant(id: string, values: VariantValues, tx: Transaction) {
      await tx.update(productVariants).set(values).where(eq(productVariants.id, id));
    },

    async deleteVariants(ids: string[], tx: Transaction) {
      if (ids.length) await tx.delete(productVariants).where(inArray(productVariants.id, ids));
    },

    async addRedirect(projectId: string, fromUrl: string, productId: string, tx: Transaction) {
      await tx
        .insert(productUrlRedirects)
        .values({ projectId, fromUrl, productId })
        .onConflictDoUpdate({
          target: [productUrlRedirects.projectId, productUrlRedirects.fromUrl],
          set: { productId, updatedAt: new Date() },
        });
    },

    /** A URL that is now the product's own again is no longer a redirect. */
    async removeRedirect(projectId: string, fromUrl: string, tx: Transaction) {
      await tx
        .delete(productUrlRedirects)
        .where(
          and(
            eq(productUrlRedirects.projectId, projectId),
            eq(productUrlRedirects.fromUrl, fromUrl),
          ),
        );
    },

    async copyImages(fromProductId: string, toProductId: string, tx: Transaction) {
      await tx.execute(sql`
        insert into ${productImages} (product_id, media_key, position)
        select ${toProductId}, media_key, position from ${productImages}
        where product_id = ${fromProductId}`);
    },

    async delete(id: string, tx: Transaction) {
      await tx.delete(products).where(eq(products.id, id));
    },
  };
}

export type AdminProductsRepository = ReturnType<typeof createAdminProductsRepository>;
