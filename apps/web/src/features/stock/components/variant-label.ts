import type { StockRow } from '@shop/shared/admin/stock';

/** "Narra Bed · Walnut / Queen" — the variant's options after its product. */
export function variantOptions(row: Pick<StockRow, 'color' | 'size' | 'material'>): string {
  return [row.color, row.size, row.material].filter(Boolean).join(' / ');
}

export function variantLabel(row: StockRow): string {
  const options = variantOptions(row);
  return `${row.productName}${options ? ` · ${options}` : ''} (${row.sku})`;
}
