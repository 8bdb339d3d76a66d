import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  announcements,
  branches,
  catalogueState,
  categories,
  media,
  mediaRenditions,
  productCategories,
  productCollectionItems,
  productReviews,
  productCollections,
  productImages,
  productUrlRedirects,
  products,
  productVariants,
  searchTerms,
  variantStock,
} from '../../db/schema/index';

export type BranchRow = typeof branches.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type CollectionRow = Pick<
  typeof productCollections.$inferSelect,
  'id' | 'name' | 'slug' | 'description'
>;

/** Product columns, as JSON arrays (fast to read from the embedded database in bulk). */
export type ProductTuple = [
  id: string,
  tenantId: string | null,
  sku: string,
  name: string,
  friendlyUrl: string,
  description: string,
  materials: string[],
  widthCm: number | null,
  depthCm: number | null,
  heightCm: number | null,
  weightGrams: number,
  specifications: { label: string; value: string }[],
  isFeatured: boolean,
  protectionPlanName: string | null,
  protectionPlanYears: number | null,
  protectionPlanPriceCentavos: number | null,
  createdAt: string,
  updatedAt: string,
  featuredPosition: number | null,
];
export type VariantTuple = [
  id: string,
  productId: string,
  sku: string,
  color: string | null,
  size: string | null,
  material: string | null,
  priceCentavos: number,
  compareAtPriceCentavos: number | null,
  position: number,
];
export type ImageTuple = [
  productId: string,
  key: string,
  alt: string,
  width: number | null,
  height: number | null,
  position: number,
  /** The widths of an uploaded photo's renditions, smallest first; null for drawn art. */
  renditionWidths: number[] | null,
];

/** A page of products and what hangs off them: their categories, pictures, variants and stock. */
export interface ProductPage {
  products: ProductTuple[];
  links: [productId: string, categoryId: string][];
  images: ImageTuple[];
  variants: VariantTuple[];
  /**
   * Units per branch id, one object per variant: the branch ids are its keys, which JSON.parse
   * keeps once in memory instead of once per stock row.
   */
  stock: [variantId: string, quantities: Record<string, number>][];
}

/** Everything of the catalogue but its products, which are read a page at a time. */
export interface CatalogueRows {
  version: number;
  branches: BranchRow[];
  categories: CategoryRow[];
  /** Earlier friendly URLs of products: [fromUrl, productId]. */
  redirects: [string, string][];
  /** Active messages; the dates are checked when the ticker is asked for (the snapshot is cached). */
  announcements: { id: string; text: string; startsAt: Date | null; endsAt: Date | null }[];
  collections: CollectionRow[];
  collectionItems: [collectionId: string, productId: string, position: number][];
  /** The search vocabulary (spelling correction decides against it). */
  searchTerms: string[];
  /** Visible reviews per product and number of stars (docs/decisions/024). */
  ratings: [productId: string, stars: number, count: number][];
}

/**
 * Products read per round trip while the catalogue loads. Small pages keep start-up memory
 * down (decision 043): a page's rows die young instead of being promoted among the snapshot's
 * objects (at 100,000 products V8's heap held 244 MB at 500, 370 MB at 5,000, for 181 MB
 * live), and its JSON texts fit in the embedded database's initial memory, which at 5,000
 * grew by about 40 MB and never gave it back.
 */
const PRODUCT_PAGE = 500;

/**
 * Reads one project's whole public catalogue for the in-memory snapshot. The embedded database
 * decodes rows slowly, so the big tables come back as one JSON text each (about 4× faster).
 */
export function createCatalogueRepository(db: Database, options: { productPage?: number } = {}) {
  const productPage = options.productPage ?? PRODUCT_PAGE;
  async function jsonRows<T>(query: SQL): Promise<T[]> {
    const result = (await db.execute(
      sql`select coalesce(json_agg(t.row), '[]')::text as json from (${query}) as t`,
    )) as unknown as { rows: { json: string }[] };
    return JSON.parse(result.rows[0]?.json ?? '[]') as T[];
  }

  const activeProduct = (projectId: string) =>
    sql`${products.projectId} = ${projectId} and ${products.isActive}`;

  /**
   * Products and what hangs off them, a page of products at a time in id order: the embedded
   * database builds each JSON text in its own memory, which never shrinks, so one text per table
   * would keep a 100,000-product catalogue's worth of it; and the snapshot is built from each
   * page as it arrives, so the whole catalogue's rows never exist at once (decision 043).
   */
  async function* productPages(projectId: string): AsyncGenerator<ProductPage> {
    for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
      const page = await jsonRows<ProductTuple>(sql`
        select json_build_array(${products.id}, ${products.tenantId}, ${products.sku},
          ${products.name}, ${products.friendlyUrl}, ${products.description},
          ${products.materials}, ${products.widthCm}, ${products.depthCm}, ${products.heightCm},
          ${products.weightGrams}, ${products.specifications}, ${products.isFeatured},
          ${products.protectionPlanName}, ${products.protectionPlanYears},
          ${products.protectionPlanPriceCentavos}, ${products.createdAt},
          ${products.updatedAt}, ${products.featuredPosition}) as row
        from ${products}
        where ${activeProduct(projectId)} and ${products.id} > ${after}
        order by ${products.id} limit ${productPage}`);
      if (page.length === 0) return;
      const first = page[0]![0];
      const last = page[page.length - 1]![0];
      after = last;
      const inPage = (column: typeof products.id) =>
        sql`${activeProduct(projectId)} and ${column} between ${first} and ${last}`;
      const links = await jsonRows<[string, string]>(sql`
        select json_build_array(${productCategories.productId}, ${productCategories.categoryId}) as row
        from ${productCategories}
        join ${products} on ${products.id} = ${productCategories.productId}
        where ${inPage(products.id)}`);
      const images = await jsonRows<ImageTuple>(sql`
        select json_build_array(${productImages.productId}, ${media.key}, ${media.alt},
          ${media.width}, ${media.height}, ${productImages.position},
          (select json_agg(r.width order by r.width) from ${mediaRenditions} r
            where r.media_key = ${media.key})) as row
        from ${productImages}
        join ${products} on ${products.id} = ${productImages.productId}
        join ${media} on ${media.key} = ${productImages.mediaKey}
        where ${inPage(products.id)}`);
      const variants = await jsonRows<VariantTuple>(sql`
        select json_build_array(${productVariants.id}, ${productVariants.productId},
          ${productVariants.sku}, ${productVariants.color}, ${productVariants.size},
          ${productVariants.material}, ${productVariants.priceCentavos},
          ${productVariants.compareAtPriceCentavos}, ${productVariants.position}) as row
        from ${productVariants}
        join ${products} on ${products.id} = ${productVariants.productId}
        where ${inPage(products.id)}`);
      const stock = await jsonRows<ProductPage['stock'][number]>(sql`
        select json_build_array(${variantStock.variantId},
          json_object_agg(${variantStock.branchId}, ${variantStock.quantity})) as row
        from ${variantStock}
        join ${branches} on ${branches.id} = ${variantStock.branchId}
        join ${productVariants} on ${productVariants.id} = ${variantStock.variantId}
        join ${products} on ${products.id} = ${productVariants.productId}
        where ${branches.projectId} = ${projectId} and ${inPage(products.id)}
        group by ${variantStock.variantId}`);
      yield { products: page, links, images, variants, stock };
      if (page.length < productPage) return;
    }
  }

  return {
    async version(): Promise<number> {
      const [row] = await db
        .select({ version: catalogueState.version })
        .from(catalogueState)
        .where(eq(catalogueState.id, 1));
      return row?.version ?? 0;
    },

    /** Every project (shop) that has anything in the catalogue. */
    async projectIds(): Promise<Set<string>> {
      const rows = await jsonRows<string>(sql`
        select ${branches.projectId} as row from ${branches}
        union select ${categories.projectId} from ${categories}
        union select ${products.projectId} from ${products}
        union select ${announcements.projectId} from ${announcements}`);
      return new Set(rows);
    },

    productPages,

    /**
     * The catalogue but its products, read before `productPages`: the version is read first, so
     * a write that lands during the load bumps it again and the poller rebuilds; a snapshot is
     * never older than the version it claims.
     */
    async load(projectId: string): Promise<CatalogueRows> {
      const version = await this.version();
      const branchRows = await db
        .select()
        .from(branches)
        .where(eq(branches.projectId, projectId))
        .orderBy(asc(branches.name));
      const categoryRows = await db
        .select()
        .from(categories)
        .where(eq(categories.projectId, projectId));
      const announcementRows = await db
        .select({
          id: announcements.id,
          text: announcements.text,
          startsAt: announcements.startsAt,
          endsAt: announcements.endsAt,
        })
        .from(announcements)
        .where(and(eq(announcements.projectId, projectId), eq(announcements.isActive, true)))
        .orderBy(asc(announcements.sortOrder), asc(announcements.createdAt));
      const collections = await db
        .select({
          id: productCollections.id,
          name: productCollections.name,
          slug: productCollections.slug,
          description: productCollections.description,
        })
        .from(productCollections)
        .where(
          and(eq(productCollections.projectId, projectId), eq(productCollections.isActive, true)),
        )
        .orderBy(asc(productCollections.sortOrder), asc(productCollections.name));
      const collectionItems = await jsonRows<[string, string, number]>(sql`
        select json_build_array(${productCollectionItems.collectionId},
          ${productCollectionItems.productId}, ${productCollectionItems.position}) as row
        from ${productCollectionItems}
        join ${productCollections} on ${productCollections.id} = ${productCollectionItems.collectionId}
        where ${productCollections.projectId} = ${projectId}`);
      const redirects = await jsonRows<[string, string]>(sql`
        select json_build_array(${productUrlRedirects.fromUrl}, ${productUrlRedirects.productId}) as row
        from ${productUrlRedirects}
        where ${productUrlRedirects.projectId} = ${projectId}`);
      const terms = await jsonRows<string>(sql`
        select ${searchTerms.term} as row from ${searchTerms}
        where ${searchTerms.projectId} = ${projectId}`);
      const ratings = await jsonRows<[string, number, number]>(sql`
        select json_build_array(${productReviews.productId}, ${productReviews.rating},
          count(*)::int) as row
        from ${productReviews}
        where ${productReviews.projectId} = ${projectId} and ${productReviews.hiddenAt} is null
        group by ${productReviews.productId}, ${productReviews.rating}`);
      return {
        version,
        branches: branchRows,
        categories: categoryRows,
        redirects,
        announcements: announcementRows,
        collections,
        collectionItems,
        searchTerms: terms,
        ratings,
      };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
