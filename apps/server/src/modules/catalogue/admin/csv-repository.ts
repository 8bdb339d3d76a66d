import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import {
  branches,
  catalogueImports,
  categories,
  productCategories,
  products,
  productUrlRedirects,
  productVariants,
  variantStock,
  type CatalogueImportStatus,
} from '../../../db/schema/index';

type Executor = Database | Transaction;

export type CatalogueImportRow = typeof catalogueImports.$inferSelect;
export type CsvProductRow = typeof products.$inferSelect;
export type CsvVariantRow = typeof productVariants.$inferSelect;
export type CsvProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'projectId' | 'createdAt' | 'updatedAt'
>;
export type CsvVariantValues = Omit<
  typeof productVariants.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

/** Rows per statement of the set-based writes: large enough to be quick, small enough for PGlite. */
const CHUNK = 500;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

/** The whole catalogue in a few set-based reads and writes: what the CSV import and export need. */
export function createCatalogueCsvRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async branches(projectId: string, tx: Executor = db) {
      return tx
        .select({ id: branches.id, code: branches.code })
        .from(branches)
        .where(eq(branches.projectId, projectId))
        .orderBy(asc(branches.code));
    },

    async categories(projectId: string, tx: Executor = db) {
      return tx
        .select({ id: categories.id, friendlyUrl: categories.friendlyUrl })
        .from(categories)
        .where(eq(categories.projectId, projectId));
    },

    /** Every product of the shop (archived too: their SKUs and URLs stay taken). */
    async products(projectId: string, tx: Executor = db) {
      return tx.select().from(products).where(eq(products.projectId, projectId));
    },

    /** Every variant (SKUs are unique across shops), with its product's shop and name. */
    async variants(tx: Executor = db) {
      return tx
        .select({
          variant: productVariants,
          projectId: products.projectId,
          productName: products.name,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId));
    },

    async productCategories(projectId: string, tx: Executor = db) {
      return tx
        .select({
          productId: productCategories.productId,
          categoryId: productCategories.categoryId,
        })
        .from(productCategories)
        .innerJoin(products, eq(products.id, productCategories.productId))
        .where(eq(products.projectId, projectId));
    },

    async stock(projectId: string, tx: Executor = db) {
      return tx
        .select({
          variantId: variantStock.variantId,
          branchId: variantStock.branchId,
          quantity: variantStock.quantity,
        })
        .from(variantStock)
        .innerJoin(branches, eq(branches.id, variantStock.branchId))
        .where(eq(branches.projectId, projectId));
    },

    async redirects(projectId: string, tx: Executor = db) {
      return tx
        .select({ fromUrl: productUrlRedirects.fromUrl, productId: productUrlRedirects.productId })
        .from(productUrlRedirects)
        .where(eq(productUrlRedirects.projectId, projectId));
    },

    async insertProducts(projectId: string, rows: CsvProductValues[], tx: Transaction) {
      const created: { id: string; sku: string }[] = [];
      for (const part of chunks(rows)) {
        created.push(
          ...(await tx
            .insert(products)
            .values(part.map((row) => ({ ...row, projectId })))
            .returning({ id: products.id, sku: products.sku })),
        );
      }
      return created;
    },

    /** One UPDATE per chunk, from a JSON list of the new values. */
    async updateProducts(rows: (CsvProductValues & { id: string })[], tx: Transaction) {
      for (const part of chunks(rows)) {
        await tx.execute(sql`
          update ${products} p set
            sku = x.sku, name = x.name, friendly_url = x.friendly_url, description = x.description,
            materials = x.materials, width_cm = x.width_cm, depth_cm = x.depth_cm,
            height_cm = x.height_cm, weight_grams = x.weight_grams,
            protection_plan_name = x.protection_plan_name,
            protection_plan_years = x.protection_plan_years,
            protection_plan_price_centavos = x.protection_plan_price_centavos,
            is_active = x.is_active, seo_title = x.seo_title, seo_description = x.seo_description,
            updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(part.map(productRecord))}::jsonb) as x(
            id uuid, sku text, name text, friendly_url text, description text, materials text[],
            width_cm int, depth_cm int, height_cm int, weight_grams int,
            protection_plan_name text, protection_plan_years int,
            protection_plan_price_centavos int, is_active boolean, seo_title text,
            seo_description text)
          where p.id = x.id`);
      }
    },

    async replaceCategories(
      links: { productId: string; categoryIds: string[] }[],
      tx: Transaction,
    ) {
      for (const part of chunks(links)) {
        await tx.delete(productCategories).where(
          inArray(
            productCategories.productId,
            part.map((link) => link.productId),
          ),
        );
        const values = part.flatMap((link) =>
          link.categoryIds.map((categoryId) => ({ productId: link.productId, categoryId })),
        );
        for (const rows of chunks(values)) await tx.insert(productCategories).values(rows);
      }
    },

    async insertVariants(rows: CsvVariantValues[], tx: Transaction) {
      const created: { id: string; sku: string }[] = [];
      for (const part of chunks(rows)) {
        created.push(
          ...(await tx
            .insert(productVariants)
            .values(part)
            .returning({ id: productVariants.id, sku: productVariants.sku })),
        );
      }
      return created;
    },

    async updateVariants(rows: (CsvVariantValues & { id: string })[], tx: Transaction) {
      for (const part of chunks(rows)) {
        await tx.execute(sql`
          update ${productVariants} v set
            sku = x.sku, color = x.color, size = x.size, material = x.material,
            price_centavos = x.price_centavos, compare_at_price_centavos = x.compare_at_price_centavos,
            weight_grams = x.weight_grams, low_stock_threshold = x.low_stock_threshold,
            updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(part.map(variantRecord))}::jsonb) as x(
            id uuid, sku text, color text, size text, material text, price_centavos int,
            compare_at_price_centavos int, weight_grams int, low_stock_threshold int)
          where v.id = x.id`);
      }
    },

    async insertImport(values: typeof catalogueImports.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(catalogueImports).values(values).returning();
      if (!row) throw new Error('The import was not stored');
      return row;
    },

    async findImport(projectId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(catalogueImports)
        .where(and(eq(catalogueImports.projectId, projectId), eq(catalogueImports.id, id)));
      return row;
    },

    async recentImports(projectId: string, limit: number) {
      return db
        .select()
        .from(catalogueImports)
        .where(eq(catalogueImports.projectId, projectId))
        .orderBy(desc(catalogueImports.createdAt))
        .limit(limit);
    },

    /** Moves an import from one status to the next; undefined when it was not in `from`. */
    async moveImport(
      id: string,
      from: CatalogueImportStatus,
      values: Partial<typeof catalogueImports.$inferInsert> & { status: CatalogueImportStatus },
      tx: Executor = db,
    ) {
      const [row] = await tx
        .update(catalogueImports)
        .set(values)
        .where(and(eq(catalogueImports.id, id), eq(catalogueImports.status, from)))
        .returning();
      return row;
    },
  };
}

const productRecord = (row: CsvProductValues & { id: string }) => ({
  id: row.id,
  sku: row.sku,
  name: row.name,
  friendly_url: row.friendlyUrl,
  description: row.description,
  materials: row.materials ?? [],
  width_cm: row.widthCm ?? null,
  depth_cm: row.depthCm ?? null,
  height_cm: row.heightCm ?? null,
  weight_grams: row.weightGrams ?? 0,
  protection_plan_name: row.protectionPlanName ?? null,
  protection_plan_years: row.protectionPlanYears ?? null,
  protection_plan_price_centavos: row.protectionPlanPriceCentavos ?? null,
  is_active: row.isActive ?? true,
  seo_title: row.seoTitle ?? '',
  seo_description: row.seoDescription ?? '',
});

const variantRecord = (row: CsvVariantValues & { id: string }) => ({
  id: row.id,
  sku: row.sku,
  color: row.color ?? null,
  size: row.size ?? null,
  material: row.material ?? null,
  price_centavos: row.priceCentavos,
  compare_at_price_centavos: row.compareAtPriceCentavos ?? null,
  weight_grams: row.weightGrams ?? null,
  low_stock_threshold: row.lowStockThreshold ?? 2,
});

export type CatalogueCsvRepository = ReturnType<typeof createCatalogueCsvRepository>;
