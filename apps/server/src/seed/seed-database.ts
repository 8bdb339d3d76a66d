import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import {
  announcements,
  branches,
  categories,
  media,
  productCategories,
  productImages,
  products,
  productVariants,
  variantStock,
} from '../db/schema/index';
import { truncateContentTables } from '../modules/content/index';
import { seedAccounts, type AccountSeed } from '../modules/auth/index';
import { seedContentIfEmpty } from './content/index';
import { seedCollections } from './collections';
import { seedCommerce, truncateCommerceTables } from './commerce/index';
import { DEMO_PRODUCT_COUNT, generateCatalogue } from './generator/index';
import type { Catalogue } from './generator/types';

export { DEMO_PRODUCT_COUNT };

export interface CatalogueSeedOptions {
  projectId: string;
  /** The moment products are dated back from (createdAtOffsetMinutes). */
  now?: Date;
}

export interface SeedOptions extends CatalogueSeedOptions {
  /** Operator and demo customer (accountSeedFromConfig). */
  accounts: AccountSeed;
}

/** First start: an empty shop gets the demo catalogue. Returns whether it seeded. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  await seedContentIfEmpty(db, options);
  await seedAccounts(db, options.projectId, options.accounts);
  await seedCommerce(db, options.projectId);
  const [existing] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.projectId, options.projectId))
    .limit(1);
  if (existing) return false;
  await seedCatalogue(db, generateCatalogue({ productCount: DEMO_PRODUCT_COUNT }), options);
  return true;
}

/** Writes a generated catalogue in one transaction: all of it or nothing. */
export async function seedCatalogue(
  db: Database,
  catalogue: Catalogue,
  options: CatalogueSeedOptions,
) {
  const now = options.now ?? new Date();
  const { projectId } = options;
  const ids = new Map<string, string>();
  const idOf = (kind: string, key: string) => {
    const mapKey = `${kind}:${key}`;
    let id = ids.get(mapKey);
    if (!id) {
      id = randomUUID();
      ids.set(mapKey, id);
    }
    return id;
  };
  const mediaKey = (imageKey: string) => `${imageKey}.svg`;

  await db.transaction(async (tx) => {
    await insertChunked(
      tx,
      media,
      catalogue.images.map((image) => ({
        key: mediaKey(image.key),
        contentType: 'image/svg+xml',
        body: image.svg,
        alt: image.alt,
        width: image.width,
        height: image.height,
      })),
      true,
    );
    await insertChunked(
      tx,
      branches,
      catalogue.branches.map((branch) => ({
        id: idOf('branch', branch.key),
        projectId,
        code: branch.code,
        name: branch.name,
        friendlyUrl: branch.friendlyUrl,
        description: branch.description,
        isDefault: branch.isDefault,
        address: branch.address,
        city: branch.city,
        province: branch.province,
        region: branch.region,
        phone: branch.phone,
        email: branch.email,
        hours: branch.hours,
        latitude: branch.latitude,
        longitude: branch.longitude,
      })),
    );
    await insertChunked(
      tx,
      categories,
      catalogue.categories.map((category, index) => ({
        id: idOf('category', category.key),
        projectId,
        parentId: category.parentKey ? idOf('category', category.parentKey) : null,
        name: category.name,
        friendlyUrl: category.friendlyUrl,
        description: category.description,
        imageKey: mediaKey(category.imageKey),
        sortOrder: category.sortOrder,
        isActive: category.isActive,
        // Listed order: later categories are "newer", so created-desc is stable.
        createdAt: new Date(now.getTime() - (catalogue.categories.length - index) * 60_000),
      })),
    );
    await insertChunked(
      tx,
      products,
      catalogue.products.map((product) => ({
        id: idOf('product', product.key),
        projectId,
        sku: product.sku,
        name: product.name,
        friendlyUrl: product.friendlyUrl,
        description: product.description,
        materials: product.materials,
        widthCm: product.dimensions.widthCm,
        depthCm: product.dimensions.depthCm,
        heightCm: product.dimensions.heightCm,
        weightGrams: Math.round(product.weightKg * 1000),
        specifications: product.specifications,
        isFeatured: product.isFeatured,
        isActive: product.isActive,
        protectionPlanName: product.protectionPlan?.name ?? null,
        protectionPlanYears: product.protectionPlan?.years ?? null,
        protectionPlanPriceCentavos: product.protectionPlan?.priceCentavos ?? null,
        createdAt: new Date(now.getTime() - product.createdAtOffsetMinutes * 60_000),
      })),
    );
    await insertChunked(
      tx,
      productCategories,
      catalogue.products.flatMap((product) =>
        product.categoryKeys.map((key) => ({
          productId: idOf('product', product.key),
          categoryId: idOf('category', key),
        })),
      ),
    );
    await insertChunked(
      tx,
      productImages,
      catalogue.products.flatMap((product) =>
        product.imageKeys.map((key, position) => ({
          productId: idOf('product', product.key),
          mediaKey: mediaKey(key),
          position,
        })),
      ),
    );
    await insertChunked(
      tx,
      productVariants,
      catalogue.products.flatMap((product) =>
        product.variants.map((variant, position) => ({
          id: idOf('variant', variant.key),
          productId: idOf('product', product.key),
          sku: variant.sku,
          color: variant.options.color ?? null,
          size: variant.options.size ?? null,
          material: variant.options.material ?? null,
          priceCentavos: variant.priceCentavos,
          compareAtPriceCentavos: variant.compareAtPriceCentavos,
          position,
        })),
      ),
    );
    await insertChunked(
      tx,
      variantStock,
      catalogue.products.flatMap((product) =>
        product.variants.flatMap((variant) =>
          Object.entries(variant.stockByBranch).map(([branchKey, quantity]) => ({
            variantId: idOf('variant', variant.key),
            branchId: idOf('branch', branchKey),
            quantity,
          })),
        ),
      ),
    );
    await insertChunked(
      tx,
      announcements,
      catalogue.announcements.map((announcement) => ({
        projectId,
        text: announcement.text,
        sortOrder: announcement.sortOrder,
      })),
    );
    await seedCollections(tx, projectId);
    await seedCommerce(tx, projectId);
  });
}

// PostgreSQL accepts at most 65,535 bind parameters in one statement.
const CHUNK_ROWS = 500;

async function insertChunked<TTable extends Parameters<Transaction['insert']>[0]>(
  tx: Transaction,
  table: TTable,
  rows: TTable['$inferInsert'][],
  ignoreConflicts = false,
) {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const insert = tx.insert(table).values(chunk);
    await (ignoreConflicts ? insert.onConflictDoNothing() : insert);
  }
}

/** Empties every shop table (db:reset). Migrations stay applied. */
export async function truncateShopTables(db: Database) {
  await db.execute(
    sql`truncate table ${variantStock}, ${productVariants}, ${productImages}, ${productCategories}, ${products}, ${categories}, ${branches}, ${announcements}, ${media} restart identity cascade`,
  );
  await truncateContentTables(db);
  await truncateCommerceTables(db);
}
