import { productListItemSchema } from '@shop/shared/contracts/catalogue';
import { listMetaSchema } from '@shop/shared/contracts/list-meta';
import { describe, expect, test } from 'vitest';
import { array } from 'zod/mini';
import { ApiError, GENERIC_ERROR_MESSAGE, parseResult, type ApiResult } from './api-client';
import { parseOrThrow, parsePageOrThrow } from './parse-response';

const chair = {
  _id: 'p-1',
  name: 'Chair',
  friendly_url: 'chair',
  price_details: [{ variant_id: 'v-1', price: 2499.5, compare_at_price: null }],
  images: [{ url: '/media/chair.jpg', alt: 'Chair', width: 800, height: 600, srcset: null }],
  categories: [{ _id: 'c-1', name: 'Chairs', friendlyUrl: 'chairs' }],
  in_stock: true,
  is_featured: false,
};
const success = (data: unknown, meta?: unknown): ApiResult<unknown> =>
  ({ ok: true, status: 200, data, meta }) as ApiResult<unknown>;

describe('parseResult', () => {
  test('a body that matches its contract comes back typed, unknown fields dropped', () => {
    const result = parseResult(success({ ...chair, internal_cost: 900 }), productListItemSchema);
    expect(result).toEqual({ ok: true, status: 200, data: chair, meta: undefined });
  });

  test('a price missing from the body is a failure, not a price of 0', () => {
    const malformed = { ...chair, price_details: [{ variant_id: 'v-1', compare_at_price: null }] };
    expect(parseResult(success(malformed), productListItemSchema)).toEqual({
      ok: false,
      status: 200,
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  test('a wrong type anywhere in a list fails the whole list', () => {
    const result = parseResult(
      success([chair, { ...chair, _id: 'p-2', in_stock: 'yes' }]),
      array(productListItemSchema),
    );
    expect(result.ok).toBe(false);
  });

  test('a failure passes through untouched', () => {
    const failure: ApiResult<unknown> = { ok: false, status: 404, message: 'Not found.' };
    expect(parseResult(failure, productListItemSchema)).toBe(failure);
  });
});

describe('parseOrThrow and parsePageOrThrow', () => {
  test('a malformed body throws the client’s normal ApiError', () => {
    expect(() => parseOrThrow(success({ ...chair, name: 42 }), productListItemSchema)).toThrow(
      new ApiError({ ok: false, status: 200, message: GENERIC_ERROR_MESSAGE }),
    );
  });

  test('a page needs its meta as well as its items', () => {
    const items = array(productListItemSchema);
    expect(
      parsePageOrThrow(success([chair], { page: 1, limit: 12, total: 1 }), items, listMetaSchema),
    ).toEqual({ items: [chair], meta: { page: 1, limit: 12, total: 1 } });
    expect(() => parsePageOrThrow(success([chair]), items, listMetaSchema)).toThrow(ApiError);
    expect(() =>
      parsePageOrThrow(success([chair], { page: 1, limit: 12 }), items, listMetaSchema),
    ).toThrow(ApiError);
  });
});
