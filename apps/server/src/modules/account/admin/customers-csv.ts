import { CUSTOMER_CSV_COLUMNS } from '@shop/shared/admin/customers';
import { stringify } from 'csv-stringify/sync';
import { manilaDateTime } from '../../../lib/manila-time';

/** One customer as the accountant's CSV lists them. */
export interface CustomerCsvRow {
  name: string;
  email: string;
  mobile: string | null;
  createdAt: Date;
  orderCount: number;
  totalSpentCentavos: number;
  lastLoginAt: Date | null;
}

/** `2026-11-25 19:45`, Manila time; empty for never. */
const when = (date: Date | null) => (date ? manilaDateTime(date) : '');

/** A spreadsheet must not read a name such as `=HYPERLINK(…)` as a formula. */
const plainText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The customers as CSV text for the shop's accountant (with a BOM, so Excel reads ñ as UTF-8,
 * and Windows line ends, like the catalogue export): amounts in pesos with centavos, times in
 * Manila time.
 */
export function customersCsv(rows: CustomerCsvRow[]): string {
  const lines = rows.map((row) => [
    plainText(row.name),
    plainText(row.email),
    row.mobile ?? '',
    when(row.createdAt),
    String(row.orderCount),
    (row.totalSpentCentavos / 100).toFixed(2),
    when(row.lastLoginAt),
  ]);
  return stringify([[...CUSTOMER_CSV_COLUMNS], ...lines], {
    bom: true,
    record_delimiter: 'windows',
  });
}
