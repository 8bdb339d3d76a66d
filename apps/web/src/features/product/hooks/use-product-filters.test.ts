import { describe, expect, test } from 'vitest';
import {
  facetsQueryFor,
  hasActiveFilters,
  parseProductFilters,
  toggled,
  productFiltersToParams,
  productsQueryFor,
} from './use-product-filters';

const parse = (query: string) => parseProductFilters(new URLSearchParams(query));

describe('listing filters in the URL', () => {
  test('a bare /products: newest first, page 1, nothing else', () => {
    expect(parse('')).toEqual({
      search: '',
      categories: [],
      materials: [],
      colors: [],
      minPrice: null,
      maxPrice: null,
      minWidth: null,
      maxWidth: null,
      inStock: false,
      sort: 'newest',
      page: 1,
    });
  });

  test('every parameter is read, and written back the same way', () => {
    const query =
      'search=sofa&category=sofas&category=beds&material=fabric&material=solid+wood&color=navy' +
      '&min_price=1000&max_price=5000.5&min_width=150&max_width=220&in_stock=1&sort=price_desc&page=3';
    const filters = parse(query);
    expect(filters).toEqual({
      search: 'sofa',
      categories: ['sofas', 'beds'],
      materials: ['fabric', 'solid wood'],
      colors: ['navy'],
      minPrice: 1000,
      maxPrice: 5000.5,
      minWidth: 150,
      maxWidth: 220,
      inStock: true,
      sort: 'price_desc',
      page: 3,
    });
    expect(productFiltersToParams(filters).toString()).toBe(query);
  });

  test('a search sorts by relevance unless told otherwise; defaults stay out of the URL', () => {
    expect(parse('search=sofa').sort).toBe('relevance');
    expect(parse('sort=relevance').sort).toBe('newest');
    expect(productFiltersToParams(parse('search=sofa&sort=relevance')).toString()).toBe(
      'search=sofa',
    );
  });

  test('nonsense is ignored: bad page, bad sort, negative or blank prices, duplicates', () => {
    expect(
      parse('page=-2&sort=cheapest&min_price=-5&max_price=&category=a&category=a&in_stock=yes'),
    ).toMatchObject({
      page: 1,
      sort: 'newest',
      minPrice: null,
      maxPrice: null,
      categories: ['a'],
      inStock: false,
    });
  });

  test('a reversed price range is read the way it was meant', () => {
    expect(parse('min_price=900&max_price=100')).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });

  test('sorts map to the API’s sort_by and sort_order', () => {
    const query = (sort: string) => productsQueryFor(parse(`search=x&sort=${sort}`), 12, 'b1');
    expect(query('newest')).toMatchObject({ sortBy: 'created_at', sortOrder: 'desc' });
    expect(query('price_asc')).toMatchObject({ sortBy: 'price', sortOrder: 'asc' });
    expect(query('price_desc')).toMatchObject({ sortBy: 'price', sortOrder: 'desc' });
    expect(query('name')).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
    expect(query('relevance')).toMatchObject({ sortBy: 'relevance', branchId: 'b1', limit: 12 });
  });
});

describe('furniture filters', () => {
  test('a reversed width range is read the way it was meant; blank or negative is ignored', () => {
    expect(parse('min_width=220&max_width=150')).toMatchObject({ minWidth: 150, maxWidth: 220 });
    expect(parse('min_width=-3&max_width=')).toMatchObject({ minWidth: null, maxWidth: null });
  });

  test('repeated materials and colours keep their order and drop duplicates and blanks', () => {
    expect(parse('material=oak&material=&material=oak&material=rattan&color=%20')).toMatchObject({
      materials: ['oak', 'rattan'],
      colors: [],
    });
  });

  test('any furniture filter counts as a filter; a search alone does not', () => {
    expect(hasActiveFilters(parse('search=sofa'))).toBe(false);
    for (const query of [
      'material=oak',
      'color=navy',
      'min_width=10',
      'max_width=90',
      'in_stock=1',
    ]) {
      expect(hasActiveFilters(parse(query)), query).toBe(true);
    }
  });

  test('the facet query is the listing query without paging or sorting', () => {
    const filters = parse('material=oak&min_width=100&sort=price_asc&page=4');
    const query = facetsQueryFor(filters, 'b-1');
    expect(query).toEqual({
      search: undefined,
      categories: [],
      materials: ['oak'],
      colors: [],
      minPrice: null,
      maxPrice: null,
      minWidth: 100,
      maxWidth: null,
      inStock: false,
      branchId: 'b-1',
    });
  });

  test('toggling adds a value, and takes it out when it is there', () => {
    expect(toggled(['oak'], 'rattan')).toEqual(['oak', 'rattan']);
    expect(toggled(['oak', 'rattan'], 'oak')).toEqual(['rattan']);
  });
});
