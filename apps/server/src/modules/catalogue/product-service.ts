import { fromCentavos, toCentavos } from '@shop/shared';
import { badRequest, notFound } from '../../errors';
import type { CatalogueCache } from './catalogue-cache';
import type { CatalogueView } from './catalogue-view';
import { joinedBody, type CachedBody, type JsonPart } from './http-cache';
import {
  presentDetail,
  presentListItem,
  presentProductCard,
  presentVariantGroups,
  type ProductCard,
} from './presenters';
import { computeFacets, type FacetFilters } from './product-facets';
import { categoryIdsFor, productsInScope, selectProducts, type SortBy } from './product-selection';
import type { ProductFilterQuery, ProductListQuery } from './product-queries';
import { defaultProduct, relatedProducts } from './related';
import { searchPhrase, searchProducts } from './search';
import { facetKey, type CatalogueSnapshot, type ProductEntry } from './snapshot';
import { isUuid } from '../../lib/ids';

const COLLECTION_SIZE = 8;

const byFeaturedPosition = (a: ProductEntry, b: ProductEntry) =>
  (a.featuredPosition ?? Number.MAX_SAFE_INTEGER) - (b.featuredPosition ?? Number.MAX_SAFE_INTEGER);

const keySet = (values: string[] | undefined) =>
  values?.length ? new Set(values.map(facetKey)) : null;

/** The query's furniture filters, in the snapshot's units (centavos, facet keys). */
function facetFiltersOf(query: ProductFilterQuery): FacetFilters {
  return {
    materials: keySet(query.material),
    colors: keySet(query.color),
    minPriceCentavos: query.min_price === undefined ? undefined : toCentavos(query.min_price),
    maxPriceCentavos: query.max_price === undefined ? undefined : toCentavos(query.max_price),
    inStock: query.in_stock === true,
    minWidthCm: query.min_width,
    maxWidthCm: query.max_width,
  };
}

/** A cache key part that is the same for the same filters however they were spelt. */
const filtersKey = (filters: FacetFilters) => [
  filters.materials && [...filters.materials].sort(),
  filters.colors && [...filters.colors].sort(),
  filters.minPriceCentavos,
  filters.maxPriceCentavos,
  filters.inStock,
  filters.minWidthCm,
  filters.maxWidthCm,
];

export interface BranchScope {
  branch_id?: string;
  project_id?: string;
}

/**
 * Answers every product read from the in-memory catalogue and returns ready-to-send bodies;
 * a search the cache has not seen yet is answered from the snapshot's in-memory index.
 */
export function createProductService(deps: { cache: CatalogueCache; defaultProjectId: string }) {
  const view = (projectId: string | undefined) =>
    deps.cache.view(projectId ?? deps.defaultProjectId);

  /** The cached body of `key`, or one built from the phrase's search hits (none: null). */
  function answer(
    current: CatalogueView,
    key: string,
    phrase: string,
    build: (hits: ProductEntry[] | null) => string | CachedBody,
  ): CachedBody {
    return current.body(key, () =>
      build(
        phrase
          ? current.search(phrase, () =>
              searchProducts(current.searchIndex, current.snapshot, phrase),
            )
          : null,
      ),
    );
  }

  function branchIndexOf(snapshot: CatalogueSnapshot, branchId: string | undefined): number {
    if (branchId === undefined) return snapshot.defaultBranchIndex;
    const index = snapshot.branchIndex.get(branchId);
    if (index === undefined) {
      throw badRequest('The branch does not exist.', { branch_id: 'The branch does not exist.' });
    }
    return index;
  }

  function findProduct(snapshot: CatalogueSnapshot, idOrUrl: string): ProductEntry {
    const product = isUuid(idOrUrl)
      ? snapshot.productById.get(idOrUrl.toLowerCase())
      : snapshot.productByUrl.get(idOrUrl);
    if (!product) throw notFound('The product does not exist.');
    return product;
  }

  /** The pieces of `item,item,…`: each product's list-item JSON, encoded once per view. */
  function itemsJson(current: CatalogueView, products: ProductEntry[], branchIndex: number) {
    const parts: JsonPart[] = [];
    for (const product of products) {
      if (parts.length > 0) parts.push(',');
      parts.push(
        current.itemJsonFor(product, branchIndex, () => presentListItem(product, branchIndex)),
      );
    }
    return parts;
  }

  const listBody = (current: CatalogueView, products: ProductEntry[], branchIndex: number) =>
    joinedBody(['{"data":[', ...itemsJson(current, products, branchIndex), ']}']);

  return {
    async list(query: ProductListQuery): Promise<CachedBody> {
      const current = await view(query.project_id);
      const { snapshot } = current;
      const branchIndex = branchIndexOf(snapshot, query.branch_id);
      const phrase = searchPhrase(query.search ?? query.keys ?? '');
      const sortBy: SortBy = query.sort_by ?? (phrase ? 'relevance' : 'created_at');
      const categories = query.category ? [...new Set(query.category)].sort() : null;
      const filters = facetFiltersOf(query);
      const key = JSON.stringify([
        'list',
        branchIndex,
        phrase,
        sortBy,
        query.sort_order,
        query.page,
        query.limit,
        categories,
        filtersKey(filters),
        query.tenant_id,
      ]);
      return answer(current, key, phrase, (hits) => {
        const { items, total } = selectProducts(snapshot, {
          sortBy,
          sortOrder: query.sort_order,
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
          branchIndex,
          categoryIds: categories && categoryIdsFor(snapshot, categories),
          filters,
          tenantId: query.tenant_id,
          hits,
        });
        const meta = JSON.stringify({ page: query.page, limit: query.limit, total });
        return joinedBody([
          '{"data":[',
          ...itemsJson(current, items, branchIndex),
          '],"meta":',
          meta,
          '}',
        ]);
      });
    },

    /** The listing's facet counts; paging and sorting do not change them, so they are not asked. */
    async facets(query: ProductFilterQuery): Promise<CachedBody> {
      const current = await view(query.project_id);
      const { snapshot } = current;
      const branchIndex = branchIndexOf(snapshot, query.branch_id);
      const phrase = searchPhrase(query.search ?? query.keys ?? '');
      const categories = query.category ? [...new Set(query.category)].sort() : null;
      const filters = facetFiltersOf(query);
      const key = JSON.stringify([
        'facets',
        branchIndex,
        phrase,
        categories,
        filtersKey(filters),
        query.tenant_id,
      ]);
      return answer(current, key, phrase, (hits) => {
        const scope = productsInScope(snapshot, {
          categoryIds: categories && categoryIdsFor(snapshot, categories),
          tenantId: query.tenant_id,
          hits,
        });
        const facets = computeFacets(snapshot, scope, filters, branchIndex);
        const pesos = (centavos: number | null) =>
          centavos === null ? null : fromCentavos(centavos);
        return JSON.stringify({
          data: {
            total: facets.total,
            categories: childFacets(snapshot, categories ?? [], facets.categoryCounts),
            materials: facets.materials,
            colors: facets.colors,
            in_stock: { count: facets.inStockCount },
            price: { min: pesos(facets.priceCentavos.min), max: pesos(facets.priceCentavos.max) },
            width_cm: facets.widthCm,
          },
        });
      });
    },

    async detail(idOrUrl: string, scope: BranchScope): Promise<CachedBody> {
      const current = await view(scope.project_id);
      const branchIndex = branchIndexOf(current.snapshot, scope.branch_id);
      const product = findProduct(current.snapshot, idOrUrl);
      return current.body(`detail:${branchIndex}:${product.id}`, () =>
        JSON.stringify({ data: presentDetail(current.snapshot, product, branchIndex) }),
      );
    },

    async variantGroups(idOrUrl: string, scope: BranchScope): Promise<CachedBody> {
      const current = await view(scope.project_id);
      const branchIndex = branchIndexOf(current.snapshot, scope.branch_id);
      const product = findProduct(current.snapshot, idOrUrl);
      return current.body(`groups:${branchIndex}:${product.id}`, () =>
        JSON.stringify({ data: presentVariantGroups(current.snapshot, product, branchIndex) }),
      );
    },

    async related(
      idOrUrl: string | undefined,
      scope: BranchScope & { limit: number },
    ): Promise<CachedBody> {
      const current = await view(scope.project_id);
      const { snapshot } = current;
      const branchIndex = branchIndexOf(snapshot, scope.branch_id);
      const product =
        idOrUrl === undefined ? defaultProduct(snapshot) : findProduct(snapshot, idOrUrl);
      const key = `related:${branchIndex}:${product?.id ?? ''}:${scope.limit}`;
      return current.body(key, () =>
        listBody(
          current,
          product ? relatedProducts(snapshot, current.relatedIndex, product, scope.limit) : [],
          branchIndex,
        ),
      );
    },

    async featured(scope: BranchScope & { limit: number }): Promise<CachedBody> {
      const current = await view(scope.project_id);
      const branchIndex = branchIndexOf(current.snapshot, scope.branch_id);
      return current.body(`featured:${branchIndex}:${scope.limit}`, () => {
        // In the order staff set; products without a place follow, newest first (the list's order).
        const featured = current.snapshot.products
          .filter((product) => product.isFeatured)
          .sort(byFeaturedPosition);
        return listBody(current, featured.slice(0, scope.limit), branchIndex);
      });
    },

    async collections(scope: BranchScope): Promise<CachedBody> {
      const current = await view(scope.project_id);
      const branchIndex = branchIndexOf(current.snapshot, scope.branch_id);
      return current.body(`collections:${branchIndex}`, () => {
        const parts: JsonPart[] = ['{"data":['];
        const collections = current.snapshot.collections.filter(
          (collection) => collection.products.length > 0,
        );
        for (const [index, collection] of collections.entries()) {
          const products = collection.products.slice(0, COLLECTION_SIZE);
          const head = JSON.stringify({
            _id: collection.id,
            name: collection.name,
            slug: collection.slug,
            description: collection.description,
            image: products[0]?.images[0]?.url ?? null,
          });
          if (index > 0) parts.push(',');
          parts.push(`${head.slice(0, -1)},"products":[`);
          parts.push(...itemsJson(current, products, branchIndex), ']}');
        }
        parts.push(']}');
        return joinedBody(parts);
      });
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;

/** The visible children of the chosen categories, in staff order, with their counts. */
function childFacets(snapshot: CatalogueSnapshot, urls: string[], counts: Map<string, number>) {
  return urls.flatMap((url) => {
    const category = snapshot.categoryByUrl.get(url);
    if (!category?.visible) return [];
    return (snapshot.childrenOf.get(category.id) ?? []).map((child) => ({
      _id: child.id,
      name: child.name,
      friendlyUrl: child.friendlyUrl,
      count: counts.get(child.id) ?? 0,
    }));
  });
}

export type { ProductCard };

/**
 * What other modules (favorites, blog articles) read of the shop's products, from the same in-memory catalogue
 * as every listing: a product is listed when it is active and not filed only under hidden
 * categories.
 */
export function createProductLookup(deps: { cache: CatalogueCache; projectId: string }) {
  const snapshot = async () => (await deps.cache.view(deps.projectId)).snapshot;

  return {
    /** The shop's own product lines: its collections that hold a listed product, in order. */
    async productLines(): Promise<string[]> {
      return (await snapshot()).collections
        .filter((collection) => collection.products.length > 0)
        .map((collection) => collection.name);
    },

    async isListed(productId: string): Promise<boolean> {
      return isUuid(productId) && (await snapshot()).productById.has(productId.toLowerCase());
    },

    /**
     * The list item (default branch) of each listed product among `refs` (ids or friendly URLs,
     * old URLs included), in their order, each product once; unknown and unlisted ones are
     * left out.
     */
    async listItems(refs: readonly string[]) {
      const current = await snapshot();
      const seen = new Set<string>();
      const items: ReturnType<typeof presentListItem>[] = [];
      for (const ref of refs) {
        const product = isUuid(ref)
          ? current.productById.get(ref.toLowerCase())
          : current.productByUrl.get(ref);
        if (!product || seen.has(product.id)) continue;
        seen.add(product.id);
        items.push(presentListItem(product, current.defaultBranchIndex));
      }
      return items;
    },

    /** The card of each listed product among `productIds`, by id; the others are left out. */
    async cards(productIds: readonly string[]): Promise<Map<string, ProductCard>> {
      const { productById } = await snapshot();
      const cards = new Map<string, ProductCard>();
      for (const id of productIds) {
        const product = productById.get(id.toLowerCase());
        if (product) cards.set(id, presentProductCard(product));
      }
      return cards;
    },
  };
}

export type ProductLookup = ReturnType<typeof createProductLookup>;
