import { z } from 'zod';

// The catalogue CSV (issue: back office I, item 8): one row per variant, product fields repeated
// on every row of the product, stock per branch in `stock_<BRANCH CODE>` columns.

/** Every column but the stock ones, in the export's order; an import needs them all. */
export const CATALOGUE_CSV_COLUMNS = [
  'product_sku',
  'product_name',
  'friendly_url',
  'description',
  'categories',
  'materials',
  'width_cm',
  'depth_cm',
  'height_cm',
  'weight_grams',
  'protection_plan_name',
  'protection_plan_years',
  'protection_plan_price',
  'active',
  'seo_title',
  'seo_description',
  'variant_sku',
  'color',
  'size',
  'material',
  'price',
  'compare_at_price',
  'variant_weight_grams',
  'low_stock_threshold',
] as const;

export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** The columns that belong to the product: every row of one product must agree on them. */
export const CATALOGUE_CSV_PRODUCT_COLUMNS = CATALOGUE_CSV_COLUMNS.slice(
  0,
  CATALOGUE_CSV_COLUMNS.indexOf('variant_sku'),
) as readonly CatalogueCsvColumn[];

/** `stock_MKT` holds the units available at the branch whose code is MKT. */
export const STOCK_COLUMN_PREFIX = 'stock_';
/** Categories and materials hold several values separated by this. */
export const CSV_LIST_SEPARATOR = '|';
/** A CSV upload may be this large at most. */
export const CATALOGUE_CSV_MAX_BYTES = 20 * 1024 * 1024;

export const CATALOGUE_CSV_MESSAGES = {
  columnMissing: 'This column is missing: export a catalogue to see the expected columns.',
  columnUnknown: 'This column is not part of the catalogue CSV.',
  columnTwice: 'This column appears twice.',
  branchUnknown: (code: string) => `There is no branch with the code ${code}.`,
  empty: 'The file has no rows below the header.',
  notUtf8:
    'The file is not UTF-8, so ₱ and ñ would be lost: save it as “CSV UTF-8” and upload it again.',
  rowTooLong: 'This row has more cells than the header has columns.',
  unreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
  numberFormat: (value: string, plain: string) =>
    `Write numbers without thousands separators or currency signs: ${plain}, not ${value}.`,
  notANumber: 'Enter a number such as 1299.00.',
  yesNo: 'Write yes or no.',
  categoryUnknown: (url: string) => `There is no category with the friendly URL "${url}".`,
  skuTwiceInFile: (line: number) => `This SKU is also on line ${line}.`,
  friendlyUrlTwiceInFile: (line: number) => `This friendly URL is also used on line ${line}.`,
  productFieldDiffers: (line: number) =>
    `Differs from line ${line}: every row of a product must repeat the same product fields.`,
  productArchived:
    'This product is archived: bring it back in the console before importing changes to it.',
  stockUnits: 'Enter the units available as a whole number, 0 or more (blank leaves it as it is).',
  notUploaded: 'Send the CSV as multipart/form-data in the field "file", or as a text/csv body.',
  tooLarge: 'The file is larger than 20 MB: split it in parts.',
  hasErrors: 'Fix the rows listed and upload the file again: nothing was changed.',
  notChecked: 'This import has already been applied or is being applied.',
  notFound: 'The import does not exist.',
  changedSinceCheck:
    'The catalogue changed since this file was checked: upload it again to see what to fix.',
} as const;

export const CATALOGUE_IMPORT_STATUSES = ['checked', 'applying', 'applied', 'failed'] as const;

export const catalogueImportErrorSchema = z.object({
  /** As a spreadsheet numbers it: the header is line 1. */
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});

export const catalogueImportSummarySchema = z.object({
  productsToCreate: z.number().int(),
  productsToUpdate: z.number().int(),
  productsUnchanged: z.number().int(),
  variantsToCreate: z.number().int(),
  variantsToUpdate: z.number().int(),
  stockChanges: z.number().int(),
});

export const catalogueImportSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  status: z.enum(CATALOGUE_IMPORT_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  errors: z.array(catalogueImportErrorSchema),
  summary: catalogueImportSummarySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type CatalogueImportError = z.infer<typeof catalogueImportErrorSchema>;
export type CatalogueImportSummary = z.infer<typeof catalogueImportSummarySchema>;
export type CatalogueImport = z.infer<typeof catalogueImportSchema>;

export const EMPTY_IMPORT_SUMMARY: CatalogueImportSummary = {
  productsToCreate: 0,
  productsToUpdate: 0,
  productsUnchanged: 0,
  variantsToCreate: 0,
  variantsToUpdate: 0,
  stockChanges: 0,
};
