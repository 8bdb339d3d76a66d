import { friendlyUrlOf, productInputSchema, type ProductInput } from '@shop/shared/admin/product';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_MESSAGES as MESSAGES,
  CATALOGUE_CSV_PRODUCT_COLUMNS,
  EMPTY_IMPORT_SUMMARY,
  STOCK_COLUMN_PREFIX,
  type CatalogueCsvColumn,
  type CatalogueImportError,
  type CatalogueImportSummary,
} from '@shop/shared/admin/catalogue-csv';
import { CsvError, parse } from 'csv-parse/sync';
import { listCell, numberCell, yesNoCell, type Cell } from './csv-cells';
import type { CsvProductValues, CsvVariantValues } from './csv-repository';
import { skuKey, stockKey, type CatalogueState } from './csv-state';
import { productValues, variantValues } from './product-values';
import { ADMIN_PRODUCT_MESSAGES } from './products-service';

/** A product of the file, ready to write: created when `id` is null, else updated. */
export interface PlannedProduct {
  id: string | null;
  sku: string;
  values: CsvProductValues;
  /** The friendly URL before the import, for the redirect when it changes. */
  previousFriendlyUrl: string | null;
  /** Null when the product's categories stay as they are. */
  categoryIds: string[] | null;
  changed: boolean;
  variants: PlannedVariant[];
  rows: number;
}

export interface PlannedVariant {
  id: string | null;
  values: Omit<CsvVariantValues, 'productId'>;
  changed: boolean;
  /** The branches whose units change: branch id → new units (and the units before). */
  stock: { branchId: string; units: number; before: number }[];
}

export interface ImportPlan {
  totalRows: number;
  errors: CatalogueImportError[];
  summary: CatalogueImportSummary;
  products: PlannedProduct[];
}

interface Row {
  line: number;
  cells: Map<string, string>;
}

/** Where the zod schema's fields sit in the file. */
const PRODUCT_FIELD_COLUMNS: Record<string, CatalogueCsvColumn> = {
  name: 'product_name',
  sku: 'product_sku',
  friendlyUrl: 'friendly_url',
  description: 'description',
  categoryIds: 'categories',
  materials: 'materials',
  widthCm: 'width_cm',
  depthCm: 'depth_cm',
  heightCm: 'height_cm',
  weightGrams: 'weight_grams',
  protectionPlan: 'protection_plan_name',
  isActive: 'active',
  seoTitle: 'seo_title',
  seoDescription: 'seo_description',
  variants: 'variant_sku',
};
const PLAN_FIELD_COLUMNS: Record<string, CatalogueCsvColumn> = {
  name: 'protection_plan_name',
  years: 'protection_plan_years',
  price: 'protection_plan_price',
};
const VARIANT_FIELD_COLUMNS: Record<string, CatalogueCsvColumn> = {
  sku: 'variant_sku',
  color: 'color',
  size: 'size',
  material: 'material',
  price: 'price',
  compareAtPrice: 'compare_at_price',
  weightGrams: 'variant_weight_grams',
  lowStockThreshold: 'low_stock_threshold',
};

/** Collects errors; the first message for a cell wins (a bad number is not also "required"). */
class ErrorList {
  private readonly byCell = new Map<string, CatalogueImportError>();
  add(line: number, column: string, message: string) {
    const key = `${line}:${column}`;
    if (!this.byCell.has(key)) this.byCell.set(key, { line, column, message });
  }
  get size() {
    return this.byCell.size;
  }
  list() {
    return [...this.byCell.values()].sort(
      (a, b) => a.line - b.line || columnOrder(a.column) - columnOrder(b.column),
    );
  }
}
const columnOrder = (column: string) => {
  const index = CATALOGUE_CSV_COLUMNS.indexOf(column as CatalogueCsvColumn);
  return index === -1 ? CATALOGUE_CSV_COLUMNS.length : index;
};

function readRecords(csv: string, errors: ErrorList): string[][] | null {
  try {
    return parse(csv, { bom: true, relax_column_count: true, trim: true }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      errors.add(line, '', MESSAGES.unreadable(error.message.replace(/^[^:]*:\s*/, '')));
      return null;
    }
    throw error;
  }
}

/**
 * Reads a catalogue CSV against the shop's catalogue and says what applying it would do, or
 * every bad row (line as a spreadsheet shows it, column, message). Changes nothing.
 */
export function planImport(csv: string, state: CatalogueState): ImportPlan {
  const errors = new ErrorList();
  const empty = (totalRows: number): ImportPlan => ({
    totalRows,
    errors: errors.list(),
    summary: { ...EMPTY_IMPORT_SUMMARY },
    products: [],
  });
  // Bytes that were not UTF-8 decode to U+FFFD: a spreadsheet saved in its local encoding.
  if (csv.includes('\uFFFD')) {
    errors.add(1, '', MESSAGES.notUtf8);
    return empty(0);
  }
  const records = readRecords(csv, errors);
  if (!records) return empty(0);
  const [header = [], ...body] = records;
  const rows: Row[] = [];
  body.forEach((record, index) => {
    if (record.every((cell) => cell === '')) return;
    if (record.length > header.length) errors.add(index + 2, '', MESSAGES.rowTooLong);
    rows.push({
      line: index + 2,
      cells: new Map(header.map((column, at) => [column, record[at] ?? ''])),
    });
  });

  const stockColumns = checkHeader(header, state, errors);
  if (errors.size) return empty(rows.length);
  if (rows.length === 0) {
    errors.add(1, '', MESSAGES.empty);
    return empty(0);
  }

  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = skuKey(row.cells.get('product_sku') ?? '');
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }

  const variantLines = new Map<string, number>();
  const urlLines = new Map<string, number>();
  const planned: PlannedProduct[] = [];
  for (const group of groups.values()) {
    const product = checkProduct(group, state, stockColumns, errors, variantLines, urlLines);
    if (product) planned.push(product);
  }
  if (errors.size) return empty(rows.length);
  assignFriendlyUrls(planned, state);
  return {
    totalRows: rows.length,
    errors: [],
    summary: summarise(planned),
    products: planned,
  };
}

/** Missing, unknown and repeated columns, and which branch each stock column names. */
function checkHeader(header: string[], state: CatalogueState, errors: ErrorList) {
  const stockColumns = new Map<string, string>();
  const seen = new Set<string>();
  for (const column of header) {
    if (seen.has(column)) errors.add(1, column, MESSAGES.columnTwice);
    seen.add(column);
    if (column.startsWith(STOCK_COLUMN_PREFIX)) {
      const code = column.slice(STOCK_COLUMN_PREFIX.length);
      const branch = state.branches.find((row) => row.code.toUpperCase() === code.toUpperCase());
      if (branch) stockColumns.set(column, branch.id);
      else errors.add(1, column, MESSAGES.branchUnknown(code));
    } else if (!CATALOGUE_CSV_COLUMNS.includes(column as CatalogueCsvColumn)) {
      errors.add(1, column, MESSAGES.columnUnknown);
    }
  }
  for (const column of CATALOGUE_CSV_COLUMNS) {
    if (!seen.has(column)) errors.add(1, column, MESSAGES.columnMissing);
  }
  return stockColumns;
}

/** Reads cells into the product form's shape; unreadable cells are reported, not guessed. */
function readNumber(row: Row, column: CatalogueCsvColumn, errors: ErrorList) {
  return readCell(row, column, numberCell, errors);
}
function readCell<T>(
  row: Row,
  column: string,
  reader: (raw: string) => Cell<T>,
  errors: ErrorList,
): T | null {
  const cell = reader(row.cells.get(column) ?? '');
  if ('error' in cell) {
    errors.add(row.line, column, cell.error);
    return null;
  }
  return cell.value;
}

function checkProduct(
  group: Row[],
  state: CatalogueState,
  stockColumns: Map<string, string>,
  errors: ErrorList,
  variantLines: Map<string, number>,
  urlLines: Map<string, number>,
): PlannedProduct | null {
  const [first, ...others] = group as [Row, ...Row[]];
  const text = (column: CatalogueCsvColumn, row: Row = first) => row.cells.get(column) ?? '';
  for (const row of others) {
    for (const column of CATALOGUE_CSV_PRODUCT_COLUMNS) {
      if (text(column, row) !== text(column)) {
        errors.add(row.line, column, MESSAGES.productFieldDiffers(first.line));
      }
    }
  }

  const categoryIds: string[] = [];
  for (const url of listCell(text('categories'))) {
    const id = state.categoryIdByUrl.get(url);
    if (id) categoryIds.push(id);
    else errors.add(first.line, 'categories', MESSAGES.categoryUnknown(url));
  }
  const planName = text('protection_plan_name');
  const planYears = readNumber(first, 'protection_plan_years', errors);
  const planPrice = readNumber(first, 'protection_plan_price', errors);
  const hasPlan = planName !== '' || planYears !== null || planPrice !== null;

  const existing = state.productBySku.get(skuKey(text('product_sku')));
  if (existing?.archivedAt) errors.add(first.line, 'product_sku', MESSAGES.productArchived);
  const ownVariants = existing ? (state.variantsByProduct.get(existing.id) ?? []) : [];

  const input = {
    name: text('product_name'),
    sku: text('product_sku'),
    friendlyUrl: text('friendly_url'),
    description: text('description'),
    categoryIds: [...new Set(categoryIds)],
    materials: listCell(text('materials')),
    widthCm: readNumber(first, 'width_cm', errors),
    depthCm: readNumber(first, 'depth_cm', errors),
    heightCm: readNumber(first, 'height_cm', errors),
    weightGrams: readNumber(first, 'weight_grams', errors),
    protectionPlan: hasPlan ? { name: planName, years: planYears, price: planPrice } : null,
    isActive: readCell(first, 'active', yesNoCell, errors),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    variants: group.map((row) => {
      const sku = text('variant_sku', row);
      const own = ownVariants.find((variant) => skuKey(variant.sku) === skuKey(sku));
      return {
        _id: own?.id,
        sku,
        color: text('color', row),
        size: text('size', row),
        material: text('material', row),
        price: readNumber(row, 'price', errors),
        compareAtPrice: readNumber(row, 'compare_at_price', errors),
        weightGrams: readNumber(row, 'variant_weight_grams', errors),
        lowStockThreshold: readNumber(row, 'low_stock_threshold', errors),
      };
    }),
  };

  // Before the schema's own "each variant needs its own SKU", which names no line.
  checkTaken(group, input, existing?.id ?? null, state, errors, variantLines, urlLines);
  const parsed = productInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index, sub] = issue.path;
      if (field === 'variants' && typeof index === 'number') {
        const row = group[index] ?? first;
        errors.add(row.line, VARIANT_FIELD_COLUMNS[String(sub)] ?? 'variant_sku', issue.message);
      } else if (field === 'protectionPlan' && typeof index === 'string') {
        errors.add(first.line, PLAN_FIELD_COLUMNS[index] ?? 'protection_plan_name', issue.message);
      } else {
        errors.add(first.line, PRODUCT_FIELD_COLUMNS[String(field)] ?? '', issue.message);
      }
    }
  }

  const stock = group.map((row) => {
    const units: { branchId: string; units: number }[] = [];
    for (const [column, branchId] of stockColumns) {
      const value = readCell(row, column, numberCell, errors);
      if (value === null) continue;
      if (!Number.isInteger(value) || value < 0) errors.add(row.line, column, MESSAGES.stockUnits);
      else units.push({ branchId, units: value });
    }
    return units;
  });

  if (!parsed.success || errors.size) return null;
  return plannedProduct(parsed.data, existing ?? null, group, stock, state);
}

/** SKUs and friendly URLs held by another product, or used twice in the file. */
function checkTaken(
  group: Row[],
  input: { friendlyUrl: string; variants: { sku: string }[] },
  productId: string | null,
  state: CatalogueState,
  errors: ErrorList,
  variantLines: Map<string, number>,
  urlLines: Map<string, number>,
) {
  const first = group[0]!;
  group.forEach((row, index) => {
    const sku = input.variants[index]?.sku ?? '';
    if (!sku) return;
    const key = skuKey(sku);
    const earlier = variantLines.get(key);
    if (earlier !== undefined) {
      errors.add(row.line, 'variant_sku', MESSAGES.skuTwiceInFile(earlier));
      return;
    }
    variantLines.set(key, row.line);
    const owner = state.variantBySku.get(key);
    if (owner && owner.variant.productId !== productId) {
      errors.add(row.line, 'variant_sku', ADMIN_PRODUCT_MESSAGES.skuTaken(owner.productName));
    }
  });
  const url = input.friendlyUrl.trim();
  if (!url) return;
  const earlier = urlLines.get(url);
  if (earlier !== undefined) {
    errors.add(first.line, 'friendly_url', MESSAGES.friendlyUrlTwiceInFile(earlier));
    return;
  }
  urlLines.set(url, first.line);
  const holder = state.productIdByUrl.get(url);
  if (holder !== undefined && holder !== productId) {
    errors.add(first.line, 'friendly_url', ADMIN_PRODUCT_MESSAGES.friendlyUrlTaken);
  }
}

const sameValues = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  Object.entries(after).every(
    ([field, value]) => JSON.stringify(before[field] ?? null) === JSON.stringify(value ?? null),
  );

function plannedProduct(
  input: ProductInput,
  existing: (CsvProductValues & { id: string }) | null,
  group: Row[],
  stock: { branchId: string; units: number }[][],
  state: CatalogueState,
): PlannedProduct {
  // An empty friendly URL keeps the product's own, or is made from the name for a new one.
  const values = productValues(input, input.friendlyUrl || existing?.friendlyUrl || '');
  const beforeCategories = existing ? (state.categoryIdsByProduct.get(existing.id) ?? []) : [];
  const categoriesChanged =
    !existing || [...beforeCategories].sort().join() !== [...input.categoryIds].sort().join();
  const current = existing ? (state.variantsByProduct.get(existing.id) ?? []) : [];
  let nextPosition = current.reduce((max, variant) => Math.max(max, variant.position + 1), 0);
  const variants = input.variants.map((variant, index): PlannedVariant => {
    const before = current.find((row) => row.id === variant._id);
    const values = variantValues(variant, before ? before.position : nextPosition++);
    const changes = (stock[index] ?? []).flatMap(({ branchId, units }) => {
      const was = before ? (state.stock.get(stockKey(before.id, branchId)) ?? 0) : 0;
      return units === was ? [] : [{ branchId, units, before: was }];
    });
    return {
      id: before?.id ?? null,
      values,
      changed: !before || !sameValues(before, values),
      stock: changes,
    };
  });
  return {
    id: existing?.id ?? null,
    sku: input.sku,
    values,
    previousFriendlyUrl: existing?.friendlyUrl ?? null,
    categoryIds: categoriesChanged ? input.categoryIds : null,
    changed: !existing || categoriesChanged || !sameValues(existing, values),
    variants,
    rows: group.length,
  };
}

/** New products without a friendly URL get one from their name that nothing else holds. */
function assignFriendlyUrls(planned: PlannedProduct[], state: CatalogueState) {
  const taken = new Set([
    ...state.productIdByUrl.keys(),
    ...planned.map((p) => p.values.friendlyUrl),
  ]);
  for (const product of planned) {
    if (product.values.friendlyUrl) continue;
    const base = friendlyUrlOf(product.values.name) || 'product';
    let candidate = base;
    for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = `${base}-${suffix}`;
    taken.add(candidate);
    product.values.friendlyUrl = candidate;
  }
}

/** A product counts as changed when its fields, categories, variants or stock change. */
function summarise(planned: PlannedProduct[]): CatalogueImportSummary {
  const summary = { ...EMPTY_IMPORT_SUMMARY };
  for (const product of planned) {
    const touched =
      product.changed ||
      product.variants.some((variant) => variant.changed || variant.stock.length > 0);
    if (product.id === null) summary.productsToCreate += 1;
    else if (touched) summary.productsToUpdate += 1;
    else summary.productsUnchanged += 1;
    for (const variant of product.variants) {
      if (variant.id === null) summary.variantsToCreate += 1;
      else if (variant.changed) summary.variantsToUpdate += 1;
      summary.stockChanges += variant.stock.length;
    }
  }
  return summary;
}
