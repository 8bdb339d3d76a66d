import {
  CATALOGUE_CSV_COLUMNS,
  STOCK_COLUMN_PREFIX,
  type CatalogueCsvColumn,
} from '@shop/shared/admin/catalogue-csv';
import { stringify } from 'csv-stringify/sync';
import { writeCell } from './csv-cells';
import { compareText, stockKey, type CatalogueState } from './csv-state';

/**
 * The catalogue as CSV text (with a BOM, so Excel reads ₱ and ñ as UTF-8): one row per variant,
 * products by SKU, variants in their order, categories by friendly URL. Archived products are
 * left out: they are no longer for sale.
 */
export function catalogueCsv(state: CatalogueState): string {
  const header = [
    ...CATALOGUE_CSV_COLUMNS,
    ...state.branches.map((branch) => `${STOCK_COLUMN_PREFIX}${branch.code}`),
  ];
  const rows: string[][] = [];
  const products = state.products
    .filter((product) => product.archivedAt === null)
    .sort((a, b) => compareText(a.sku, b.sku));
  for (const product of products) {
    const categories = (state.categoryIdsByProduct.get(product.id) ?? [])
      .map((id) => state.categoryUrlById.get(id) ?? '')
      .sort(compareText);
    const productCells: Partial<Record<CatalogueCsvColumn, string>> = {
      product_sku: product.sku,
      product_name: product.name,
      friendly_url: product.friendlyUrl,
      description: product.description,
      categories: writeCell.list(categories),
      materials: writeCell.list(product.materials),
      width_cm: writeCell.whole(product.widthCm),
      depth_cm: writeCell.whole(product.depthCm),
      height_cm: writeCell.whole(product.heightCm),
      weight_grams: writeCell.whole(product.weightGrams),
      protection_plan_name: writeCell.text(product.protectionPlanName),
      protection_plan_years: writeCell.whole(product.protectionPlanYears),
      protection_plan_price: writeCell.money(product.protectionPlanPriceCentavos),
      active: writeCell.yesNo(product.isActive),
      seo_title: product.seoTitle,
      seo_description: product.seoDescription,
    };
    for (const variant of state.variantsByProduct.get(product.id) ?? []) {
      const cells: Record<CatalogueCsvColumn, string> = {
        ...(productCells as Record<CatalogueCsvColumn, string>),
        variant_sku: variant.sku,
        color: writeCell.text(variant.color),
        size: writeCell.text(variant.size),
        material: writeCell.text(variant.material),
        price: writeCell.money(variant.priceCentavos),
        compare_at_price: writeCell.money(variant.compareAtPriceCentavos),
        variant_weight_grams: writeCell.whole(variant.weightGrams),
        low_stock_threshold: writeCell.whole(variant.lowStockThreshold),
      };
      rows.push([
        ...CATALOGUE_CSV_COLUMNS.map((column) => cells[column]),
        ...state.branches.map((branch) =>
          String(state.stock.get(stockKey(variant.id, branch.id)) ?? 0),
        ),
      ]);
    }
  }
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows' });
}
