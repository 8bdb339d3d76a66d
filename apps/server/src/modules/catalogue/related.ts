import type { CatalogueSnapshot, ProductEntry } from './snapshot';

/**
 * Products sharing a category first (more shared categories first), then similar ones: same
 * top-level category and shared materials. Never the product itself; newest first on ties.
 */
export function relatedProducts(
  snapshot: CatalogueSnapshot,
  product: ProductEntry,
  limit: number,
): ProductEntry[] {
  const categories = new Set(product.categories.map((category) => category.id));
  const materials = new Set(product.materials.map((material) => material.toLowerCase()));
  const ranked: { candidate: ProductEntry; shared: number; similarity: number }[] = [];
  for (const candidate of snapshot.products) {
    if (candidate === product) continue;
    const shared = candidate.categories.filter((category) => categories.has(category.id)).length;
    let similarity = 0;
    for (const top of candidate.topCategoryIds)
      if (product.topCategoryIds.has(top)) similarity += 2;
    for (const material of candidate.materials) {
      if (materials.has(material.toLowerCase())) similarity += 1;
    }
    if (shared > 0 || similarity > 0) ranked.push({ candidate, shared, similarity });
  }
  // snapshot.products is newest first and sort is stable, so ties stay newest first.
  ranked.sort((a, b) => b.shared - a.shared || b.similarity - a.similarity);
  return ranked.slice(0, limit).map((entry) => entry.candidate);
}

/** The spec's "default id" when none is given: the newest featured product, else the newest. */
export function defaultProduct(snapshot: CatalogueSnapshot): ProductEntry | undefined {
  return snapshot.products.find((product) => product.isFeatured) ?? snapshot.products[0];
}
