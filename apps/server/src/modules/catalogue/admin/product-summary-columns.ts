import { products } from '../../../db/schema/index';

/** What every console list of products shows of one: its name, SKU, address and state. */
export const productSummaryColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  friendlyUrl: products.friendlyUrl,
  isActive: products.isActive,
  archivedAt: products.archivedAt,
};
