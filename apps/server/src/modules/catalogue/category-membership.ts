import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { categories, productCategories, products } from '../../db/schema/index';

type Executor = Database | Transaction;

/** The given categories and every category below them, from the project's whole tree. */
function withDescendants(tree: { id: string; parentId: string | null }[], roots: string[]) {
  const found = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of tree) {
      if (category.parentId && found.has(category.parentId) && !found.has(category.id)) {
        found.add(category.id);
        grew = true;
      }
    }
  }
  return [...found];
}

/**
 * Which products sit in which categories, read from the database (never the storefront's
 * snapshot, so a discount limited to a category follows the tree as staff left it), and the
 * names of categories and products other modules refer to by id.
 */
export function createCategoryMembership(db: Database, projectId: string) {
  return {
    /** Those of `productIds` filed under one of `categoryIds` or any category below them. */
    async productsUnder(
      categoryIds: readonly string[],
      productIds: readonly string[],
      tx: Executor = db,
    ): Promise<Set<string>> {
      if (categoryIds.length === 0 || productIds.length === 0) return new Set();
      const tree = await tx
        .select({ id: categories.id, parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.projectId, projectId));
      const rows = await tx
        .selectDistinct({ productId: productCategories.productId })
        .from(productCategories)
        .where(
          and(
            inArray(productCategories.categoryId, withDescendants(tree, [...categoryIds])),
            inArray(productCategories.productId, [...productIds]),
          ),
        );
      return new Set(rows.map((row) => row.productId));
    },

    /** The names of the project's categories among `ids`, by id (unknown ids are left out). */
    async categoryNames(ids: readonly string[], tx: Executor = db): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(and(eq(categories.projectId, projectId), inArray(categories.id, [...ids])));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The names and SKUs of the project's products among `ids`, by id. */
    async productNames(
      ids: readonly string[],
      tx: Executor = db,
    ): Promise<Map<string, { name: string; sku: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: products.id, name: products.name, sku: products.sku })
        .from(products)
        .where(and(eq(products.projectId, projectId), inArray(products.id, [...ids])));
      return new Map(rows.map((row) => [row.id, { name: row.name, sku: row.sku }]));
    },
  };
}

export type CategoryMembership = ReturnType<typeof createCategoryMembership>;
