import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Staff change a price in the catalogue CSV: a bad row is reported by line and column, the fixed
// file is applied, and the storefront shows the new price at once.

const STAFF = {
  email: process.env.E2E_OPERATOR_EMAIL ?? 'operator@casafilipina.ph',
  password: process.env.E2E_OPERATOR_PASSWORD ?? 'Operator#E2e2026',
};
const SHOTS = process.env.CSV_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1366, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `${SHOTS}/${name}-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const csvFile = (rows: string[][]) => ({
  name: 'prices.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(stringify(rows, { bom: true })),
});

test('staff fix a bad row, apply the file and the shop shows the new price', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(STAFF.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Import / export' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import / export' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the catalogue' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header = [], ...rows] = parse(bytes, { bom: true }) as string[][];
  const column = (name: string) => header.indexOf(name);
  const sku = rows[0]![column('product_sku')]!;
  const friendlyUrl = rows[0]![column('friendly_url')]!;
  const withPrice = (price: (line: number) => string) => [
    header,
    ...rows.map((row, index) =>
      row[column('product_sku')] === sku
        ? row.map((cell, at) => (at === column('price') ? price(index + 2) : cell))
        : row,
    ),
  ];

  await page
    .locator('input[type="file"]')
    .setInputFiles(csvFile(withPrice((line) => (line === 2 ? '1,299.00' : '1299.00'))));
  const problems = page.getByRole('table', { name: 'Problems found in the file' });
  await expect(page.getByText('1 problem found.')).toBeVisible();
  const problem = problems.getByRole('row').nth(1);
  await expect(problem.getByRole('cell').nth(0)).toHaveText('2');
  await expect(problem.getByRole('cell').nth(1)).toHaveText('price');
  await expect(problem.getByRole('cell').nth(2)).toHaveText(
    'Write numbers without thousands separators or currency signs: 1299.00, not 1,299.00.',
  );
  await shoot(page, 'catalogue-csv-errors');

  await page.locator('input[type="file"]').setInputFiles(csvFile(withPrice(() => '1299.00')));
  await expect(page.getByText('The file is ready to apply.')).toBeVisible();
  await shoot(page, 'catalogue-csv-ready');
  await page.getByRole('button', { name: /^Apply / }).click();
  await expect(page.getByText('prices.csv was applied')).toBeVisible();
  await shoot(page, 'catalogue-csv-applied');

  await page.goto(`/product/detail/${friendlyUrl}`);
  await expect(page.getByText('₱1,299.00').first()).toBeVisible();
});
