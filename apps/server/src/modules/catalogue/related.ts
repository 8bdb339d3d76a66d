import type { CatalogueSnapshot, ProductEntry } from './snapshot';

interface Ranked {
  position: number;
  shared: number;
  similarity: number;
}

const ranksAbove = (shared: number, similarity: number, other: Ranked) =>
  shared > other.shared || (shared === other.shared && similarity > other.similarity);

/**
 * Lists of small numbers per product position (compressed rows: product p's entries are
 * `values[starts[p]]` up to `values[starts[p + 1]]`), for a scan of the whole catalogue that
 * only compares numbers.
 */
interface NumberLists {
  starts: Int32Array;
  values: Int32Array;
}

/** Each product's categories, top-level categories and materials (lowercase), as numbers. */
export interface RelatedIndex {
  categories: NumberLists;
  tops: NumberLists;
  materials: NumberLists;
  /** The number each category id and each lowercase material stands for. */
  categoryNumbers: Map<string, number>;
  materialNumbers: Map<string, number>;
}

function numberLists(
  products: ProductEntry[],
  valuesOf: (product: ProductEntry) => Iterable<string>,
  numbers: Map<string, number>,
): NumberLists {
  const starts = new Int32Array(products.length + 1);
  const values: number[] = [];
  products.forEach((product, position) => {
    for (const value of valuesOf(product)) {
      let number = numbers.get(value);
      if (number === undefined) {
        number = numbers.size;
        numbers.set(value, number);
      }
      values.push(number);
    }
    starts[position + 1] = values.length;
  });
  return { starts, values: Int32Array.from(values) };
}

/**
 * Built with each snapshot, beside its search index (about 3 MB at 100,000 products), so no
 * shopper's request pays for it.
 */
export function buildRelatedIndex(snapshot: CatalogueSnapshot): RelatedIndex {
  const categoryNumbers = new Map<string, number>();
  const materialNumbers = new Map<string, number>();
  const { products } = snapshot;
  return {
    categories: numberLists(
      products,
      (product) => product.categories.map((category) => category.id),
      categoryNumbers,
    ),
    tops: numberLists(products, (product) => product.topCategoryIds, categoryNumbers),
    materials: numberLists(
      products,
      (product) => product.materials.map((material) => material.toLowerCase()),
      materialNumbers,
    ),
    categoryNumbers,
    materialNumbers,
  };
}

/** How many of product p's values are marked (each counted as often as p lists it). */
function markedCount(
  starts: Int32Array,
  values: Int32Array,
  marks: Uint8Array,
  position: number,
): number {
  let count = 0;
  const end = starts[position + 1]!;
  for (let at = starts[position]!; at < end; at++) count += marks[values[at]!]!;
  return count;
}

/** A mark for each of `values` the catalogue has (a value no product has can match nothing). */
function marksOf(values: Iterable<string>, numbers: Map<string, number>): Uint8Array {
  const marks = new Uint8Array(numbers.size);
  for (const value of values) {
    const number = numbers.get(value);
    if (number !== undefined) marks[number] = 1;
  }
  return marks;
}

/**
 * Products sharing a category first (more shared categories first), then similar ones: same
 * top-level category (2 each) and shared materials (1 each). Never the product itself; newest
 * first on ties. One pass over the catalogue comparing numbers and keeping only the best
 * `limit` (at 100,000 products, comparing names and ranking every match took about 37 ms).
 */
export function relatedProducts(
  snapshot: CatalogueSnapshot,
  index: RelatedIndex,
  product: ProductEntry,
  limit: number,
): ProductEntry[] {
  if (limit <= 0) return [];
  const categoryMarks = marksOf(
    product.categories.map((category) => category.id),
    index.categoryNumbers,
  );
  const topMarks = marksOf(product.topCategoryIds, index.categoryNumbers);
  const materialMarks = marksOf(
    product.materials.map((material) => material.toLowerCase()),
    index.materialNumbers,
  );
  const { categories, tops, materials } = index;
  const { products } = snapshot;
  // Best first; positions are newest first, so a later equal stays behind: newest first.
  const best: Ranked[] = [];
  for (let position = 0; position < products.length; position++) {
    const shared = markedCount(categories.starts, categories.values, categoryMarks, position);
    const similarity =
      2 * markedCount(tops.starts, tops.values, topMarks, position) +
      markedCount(materials.starts, materials.values, materialMarks, position);
    if (shared === 0 && similarity === 0) continue;
    if (products[position] === product) continue;
    if (best.length === limit && !ranksAbove(shared, similarity, best[limit - 1]!)) continue;
    let at = best.length;
    while (at > 0 && ranksAbove(shared, similarity, best[at - 1]!)) at--;
    best.splice(at, 0, { position, shared, similarity });
    if (best.length > limit) best.pop();
  }
  return best.map((entry) => snapshot.products[entry.position]!);
}

/** The spec's "default id" when none is given: the newest featured product, else the newest. */
export function defaultProduct(snapshot: CatalogueSnapshot): ProductEntry | undefined {
  return snapshot.products.find((product) => product.isFeatured) ?? snapshot.products[0];
}
