import type { Database } from '../../../db/client';
import { createStockAdminRepository } from './stock-admin-repository';

/** A shelf (variant × branch) whose available units are at or below the variant's threshold. */
export interface LowStockShelf {
  variantId: string;
  productId: string;
  productName: string;
  sku: string;
  branchId: string;
  branchName: string;
  available: number;
  threshold: number;
}

/**
 * The shop's low shelves, fewest units first (as the stock screen's low-stock filter lists
 * them), and how many there are in all: for the dashboard.
 */
export function createLowStockReader(db: Database) {
  const repository = createStockAdminRepository(db);
  return async (
    projectId: string,
    limit: number,
  ): Promise<{ shelves: LowStockShelf[]; total: number }> => {
    const { rows, total } = await repository.grid({
      projectId,
      page: 1,
      limit,
      sort: 'available',
      order: 'asc',
      lowStock: true,
    });
    return {
      shelves: rows.map((row) => ({
        variantId: row.variantId,
        productId: row.productId,
        productName: row.productName,
        sku: row.sku,
        branchId: row.branchId,
        branchName: row.branchName,
        available: row.available,
        threshold: row.threshold,
      })),
      total,
    };
  };
}

export type LowStockReader = ReturnType<typeof createLowStockReader>;
