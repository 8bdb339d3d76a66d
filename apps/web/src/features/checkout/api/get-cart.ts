import type { Cart, CartItem } from '@shop/shared/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ApiError,
  apiClient,
  GENERIC_ERROR_MESSAGE,
  unwrap,
  type ApiResult,
} from '../../../lib/api-client';
import { isRecord } from '../../../lib/storage';
import { CART_QUERY_KEY } from './cart-query-key';

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const amount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

// Parsed by hand rather than with the shared zod schema: the header loads the cart on every
// page, and zod would weigh on the first load (DESIGN.md 7 budget). The shapes are the shared
// types, so a contract change still breaks the build.
function parseCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const id = text(value._id);
  const name = text(value.name);
  if (!id || !name || typeof value.quantity !== 'number') return null;
  const variant = isRecord(value.variant) ? value.variant : {};
  const image = isRecord(value.image) && text(value.image.url) ? value.image : null;
  const plan = isRecord(value.protection_plan) ? value.protection_plan : null;
  return {
    _id: id,
    product_id: text(value.product_id) ?? '',
    variant_id: text(value.variant_id) ?? '',
    name,
    friendly_url: text(value.friendly_url) ?? '',
    image: image ? { url: String(image.url), alt: text(image.alt) ?? '' } : null,
    variant: {
      sku: text(variant.sku) ?? '',
      color: text(variant.color),
      size: text(variant.size),
      material: text(variant.material),
    },
    branch_id: text(value.branch_id) ?? '',
    branch_name: text(value.branch_name) ?? '',
    quantity: value.quantity,
    unit_price: amount(value.unit_price),
    compare_at_price: typeof value.compare_at_price === 'number' ? value.compare_at_price : null,
    line_total: amount(value.line_total),
    stock_available: amount(value.stock_available),
    protection_plan:
      plan && text(plan.name)
        ? { name: String(plan.name), years: amount(plan.years), price: amount(plan.price) }
        : null,
    with_protection_plan: value.with_protection_plan === true,
  };
}

/** The cart of every cart answer (spec section 3: _id, items, totalItemCount). */
export function parseCart(result: ApiResult<unknown>): Cart {
  const data = unwrap(result);
  if (!isRecord(data) || typeof data._id !== 'string' || !Array.isArray(data.items)) {
    throw new ApiError({ ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE });
  }
  const items = data.items.flatMap((item: unknown) => {
    const parsed = parseCartItem(item);
    return parsed ? [parsed] : [];
  });
  return {
    _id: data._id,
    items,
    totalItemCount:
      typeof data.totalItemCount === 'number'
        ? data.totalItemCount
        : items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

/** GET /api/v1/my-cart — the signed-in shopper's cart. */
export function getCart(signal?: AbortSignal) {
  return apiClient.get<unknown>('checkout', '/api/v1/my-cart', { signal });
}

/**
 * The server cart. Every cart change answers the whole cart and writes it here, so the badge,
 * the cart page and the product page follow at once; checkout invalidates this key after an
 * order removes the bought lines. The key is the root of the cart's other queries (totals).
 */
export const getCartQueryOptions = () =>
  queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async ({ signal }) => parseCart(await getCart(signal)),
  });

export function useCart({
  enabled = true,
  staleTime,
}: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({
    ...getCartQueryOptions(),
    enabled,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
