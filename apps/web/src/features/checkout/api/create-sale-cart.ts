import type { ProductSaleCartBody, SaleCart } from '@shop/shared/cart';
import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { parseCart } from './get-cart';

export type SaleCartBody = Omit<ProductSaleCartBody, 'quantity'> & { quantity: number };

/**
 * POST /api/products/product-sale-cart — Buy now: a one-line cart apart from the shopper's
 * cart, checked out on its own within 24 hours. Stock and option problems come back as the
 * server's message (404, 409).
 */
export async function createSaleCart(body: SaleCartBody): Promise<SaleCart> {
  const result = await apiClient.post<unknown>('checkout', '/api/products/product-sale-cart', {
    body,
  });
  const cart = parseCart(result);
  const data = unwrap(result) as { expires_at?: unknown };
  return { ...cart, expires_at: typeof data.expires_at === 'string' ? data.expires_at : '' };
}

export function useCreateSaleCart() {
  return useMutation({ mutationFn: createSaleCart });
}
