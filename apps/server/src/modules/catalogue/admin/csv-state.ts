import type { Transaction } from '../../../db/client';
import type { CatalogueCsvRepository, CsvProductRow, CsvVariantRow } from './csv-repository';

/** The shop's catalogue held in memory, indexed the ways the CSV check and export look it up. */
export interface CatalogueState {
  branches: { id: string; code: string }[];
  categoryIdByUrl: Map<string, string>;
  categoryUrlById: Map<string, string>;
  productBySku: Map<string, CsvProductRow>;
  products: CsvProductRow[];
  /** Current and earlier (redirecting) friendly URLs → the product holding them. */
  productIdByUrl: Map<string, string>;
  /** Every variant, any shop, by upper-case SKU. */
  variantBySku: Map<string, { variant: CsvVariantRow; projectId: string; productName: string }>;
  variantsByProduct: Map<string, CsvVariantRow[]>;
  categoryIdsByProduct: Map<string, string[]>;
  /** `${variantId}:${branchId}` → units; a missing pair has 0. */
  stock: Map<string, number>;
}

export const skuKey = (sku: string) => sku.toUpperCase();
export const stockKey = (variantId: string, branchId: string) => `${variantId}:${branchId}`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export async function loadCatalogueState(
  repository: CatalogueCsvRepository,
  projectId: string,
  tx?: Transaction,
): Promise<CatalogueState> {
  // One query at a time: PGlite runs them in turn anyway, and a transaction must not interleave.
  const branches = await repository.branches(projectId, tx);
  const categories = await repository.categories(projectId, tx);
  const products = await repository.products(projectId, tx);
  const variants = await repository.variants(tx);
  const links = await repository.productCategories(projectId, tx);
  const stockRows = await repository.stock(projectId, tx);
  const redirects = await repository.redirects(projectId, tx);

  const state: CatalogueState = {
    branches,
    categoryIdByUrl: new Map(categories.map((row) => [row.friendlyUrl, row.id])),
    categoryUrlById: new Map(categories.map((row) => [row.id, row.friendlyUrl])),
    productBySku: new Map(products.map((row) => [skuKey(row.sku), row])),
    products,
    productIdByUrl: new Map(redirects.map((row) => [row.fromUrl, row.productId])),
    variantBySku: new Map(variants.map((row) => [skuKey(row.variant.sku), row])),
    variantsByProduct: new Map(),
    categoryIdsByProduct: new Map(),
    stock: new Map(stockRows.map((row) => [stockKey(row.variantId, row.branchId), row.quantity])),
  };
  for (const product of products) state.productIdByUrl.set(product.friendlyUrl, product.id);
  for (const { variant, projectId: shop } of variants) {
    if (shop === projectId) push(state.variantsByProduct, variant.productId, variant);
  }
  for (const list of state.variantsByProduct.values()) {
    list.sort((a, b) => a.position - b.position || compareText(a.sku, b.sku));
  }
  for (const link of links) push(state.categoryIdsByProduct, link.productId, link.categoryId);
  return state;
}

/** Code-unit order: the same on every database and locale, so exports are byte-stable. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
