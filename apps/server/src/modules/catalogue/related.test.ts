import { describe, expect, it } from 'vitest';
import { buildRelatedIndex, relatedProducts } from './related';
import type { CatalogueSnapshot, CategoryEntry, ProductEntry } from './snapshot';

const category = (id: string) => ({ id }) as CategoryEntry;
const sofas = category('sofas');
const chairs = category('chairs');
const beds = category('beds');

const product = (
  id: string,
  categories: CategoryEntry[],
  tops: string[],
  materials: string[],
): ProductEntry =>
  ({ id, categories, topCategoryIds: new Set(tops), materials }) as unknown as ProductEntry;

/** What the rule says, written plainly: score everything, sort, take the first ones. */
function reference(snapshot: CatalogueSnapshot, target: ProductEntry, limit: number) {
  const categories = new Set(target.categories.map((entry) => entry.id));
  const materials = new Set(target.materials.map((material) => material.toLowerCase()));
  return snapshot.products
    .filter((candidate) => candidate !== target)
    .map((candidate, order) => ({
      candidate,
      order,
      shared: candidate.categories.filter((entry) => categories.has(entry.id)).length,
      similarity:
        2 * [...candidate.topCategoryIds].filter((top) => target.topCategoryIds.has(top)).length +
        candidate.materials.filter((material) => materials.has(material.toLowerCase())).length,
    }))
    .filter((entry) => entry.shared > 0 || entry.similarity > 0)
    .sort((a, b) => b.shared - a.shared || b.similarity - a.similarity || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.candidate.id);
}

describe('related products', () => {
  // Newest first, as the snapshot keeps them.
  const products = [
    product('newest-chair', [chairs], ['living'], ['Narra']),
    product('sofa-rattan', [sofas], ['living'], ['rattan', 'Abaca']),
    product('sofa-narra', [sofas], ['living'], ['NARRA', 'narra']),
    product('bed-narra', [beds], ['bedroom'], ['narra']),
    product('bed-plain', [beds], ['bedroom'], ['steel']),
    product('two-categories', [sofas, chairs], ['living'], []),
    product('target', [sofas], ['living'], ['Narra', 'abaca']),
    product('oldest-sofa', [sofas], ['living'], []),
  ];
  const snapshot = { products } as unknown as CatalogueSnapshot;
  const target = products[6]!;
  const index = buildRelatedIndex(snapshot);

  it('ranks shared categories, then shared top categories and materials, then newest', () => {
    expect(relatedProducts(snapshot, index, target, 10).map((entry) => entry.id)).toEqual([
      // One shared category each: similarity 2 + narra twice, 2 + abaca, 2, 2; then the chair.
      'sofa-narra',
      'sofa-rattan',
      'two-categories',
      'oldest-sofa',
      'newest-chair',
      'bed-narra',
    ]);
  });

  it('gives the first ones of the same order for any limit, never the product itself', () => {
    for (const limit of [0, 1, 2, 3, 5, 7, 20]) {
      for (const each of products) {
        expect(relatedProducts(snapshot, index, each, limit).map((entry) => entry.id)).toEqual(
          reference(snapshot, each, limit),
        );
      }
    }
  });

  it('answers for a product that is not among the listed ones', () => {
    const hidden = product('hidden', [beds], ['bedroom'], ['steel']);
    expect(relatedProducts(snapshot, index, hidden, 2).map((entry) => entry.id)).toEqual([
      'bed-plain',
      'bed-narra',
    ]);
  });
});
