import type { Page } from '@playwright/test';
import { pdfText } from '../../apps/server/test/pdf-text';
import { createVerifiedCustomer } from '../support/accounts';
import { ADMIN, TABLET, consoleNav, consoleSignIn, expectConsoleHeading } from '../support/admin';
import { defaultBranch } from '../support/catalogue';
import { getOrder } from '../support/checkout';
import { DESKTOP, expect, expectAccessible, snapshot, test } from '../support/fixtures';
import {
  PHOTO_PNG,
  findStockedVariant,
  logIn,
  placeCodOrder,
  stockAt,
  useSession,
} from '../support/orders';

test.use({ viewport: DESKTOP });
// One journey across two browsers (the customer's and the console's): slow on 2 cores.
test.describe.configure({ timeout: 240_000 });

/** Runs one staff move from the order page: its button, then the confirm dialog. */
async function moveOrder(
  console: Page,
  button: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await console.getByRole('button', { name: button, exact: true }).click();
  const dialog = console.getByRole('dialog');
  await fill?.(dialog);
  await dialog.getByRole('button', { name: /^Move to / }).click();
  await expect(dialog).toBeHidden();
}

test.describe('back office: orders and returns', () => {
  test('a COD order from placed to returned, run from the console; its invoice printed', async ({
    page,
    browser,
    request,
  }) => {
    const customer = await createVerifiedCustomer(request);
    const session = await logIn(request, customer);
    const branch = await defaultBranch(request);
    const pick = await findStockedVariant(request, branch._id, { skip: 6 });
    const order = await placeCodOrder(request, session, pick);
    await useSession(page, customer, session);

    // Staff find it by its number.
    const consoleContext = await browser.newContext({ viewport: DESKTOP });
    const console = await consoleContext.newPage();
    await consoleSignIn(console, ADMIN.email, ADMIN.password);
    await consoleNav(console).getByRole('link', { name: 'Orders' }).click();
    await expectConsoleHeading(console, 'Orders');
    await console
      .getByLabel('Search order number, customer, e-mail or mobile')
      .fill(order.orderNumber);
    await expect(console).toHaveURL(new RegExp(`search=${order.orderNumber}`));
    const grid = console.getByRole('grid');
    await expect(grid.getByRole('row')).toHaveCount(2);
    await snapshot(console, 'admin-orders-desktop');
    await expectAccessible(console);
    await grid.getByRole('link', { name: order.orderNumber }).click();
    await expectConsoleHeading(console, `Order ${order.orderNumber}`);
    await expect(console.getByText('Order Placed (COD Payment)').first()).toBeVisible();
    // Only the moves the status machine allows staff now.
    await expect(console.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
    await snapshot(console, 'admin-order-desktop');
    await expectAccessible(console);

    await moveOrder(console, 'Mark processing');
    await expect(console.getByText('Processing').first()).toBeVisible();
    await moveOrder(console, 'Mark shipped', async (dialog) => {
      await dialog.getByLabel('Tracking number').fill('LBC-7788991');
    });
    await expect(console.getByText('LBC-7788991').first()).toBeVisible();

    // The customer sees it on the way, with its tracking number.
    await page.goto(`/orders/${order._id}`);
    const main = page.getByRole('main');
    await expect(
      main.locator('.MuiChip-label', { hasText: 'Order in Transit' }).first(),
    ).toBeVisible();
    await expect(main.getByText('LBC-7788991', { exact: true })).toBeVisible();

    await moveOrder(console, 'Mark delivered');

    // The customer confirms receipt and asks to return it, with a photo.
    await page.reload();
    await main.getByRole('button', { name: 'Confirm receipt' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm receipt?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(main.getByText('Thank you! Your order is marked as received.')).toBeVisible();
    await main.getByRole('link', { name: 'Return items' }).click();
    await page.getByRole('checkbox', { name: new RegExp(pick.product.name) }).check();
    await page.getByRole('radio', { name: 'Damaged on arrival' }).check();
    await page.getByLabel('Add photos').setInputFiles({
      name: 'scratch.png',
      mimeType: 'image/png',
      buffer: PHOTO_PNG,
    });
    await expect(page.getByRole('img', { name: 'Preview of scratch.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit return request' }).click();
    await expect(page).toHaveURL(/\/orders\/return\/[^/]+$/);
    const returnUrl = new URL(page.url()).pathname;
    const stockBefore = await stockAt(request, pick);

    // Staff see the request with its photo, approve it and take the item back into stock.
    await consoleNav(console).getByRole('link', { name: 'Returns' }).click();
    await expectConsoleHeading(console, 'Returns');
    await console.getByLabel('Order number or customer').fill(order.orderNumber);
    // The search is debounced: click only once the list shows its answer, not the list before.
    await expect(console).toHaveURL(new RegExp(`search=${order.orderNumber}`));
    const returns = console.getByRole('grid');
    await expect(returns.getByRole('row')).toHaveCount(2);
    await returns.getByRole('link', { name: order.orderNumber }).click();
    await expectConsoleHeading(console, `Return for order ${order.orderNumber}`);
    await expect(console.getByText('Damaged on arrival').first()).toBeVisible();
    const photo = console.getByRole('img', { name: 'Photo 1 of the return', exact: true });
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await snapshot(console, 'admin-return-desktop');
    await expectAccessible(console);
    await console.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = console.getByRole('dialog');
    await approve.getByLabel('Note to the customer').fill('Our truck collects it on Friday.');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();
    await console.getByRole('button', { name: 'Mark in transit back' }).click();
    const inTransit = console.getByRole('dialog');
    await inTransit.getByRole('button', { name: 'Mark in transit back' }).click();
    await expect(inTransit).toBeHidden();
    await console.getByRole('button', { name: 'Receive items' }).click();
    const receive = console.getByRole('form', { name: 'Receive the items' });
    await receive.getByRole('radio', { name: 'Back to stock' }).check();
    await receive.getByLabel('Branch').click();
    await console.getByRole('option', { name: branch.name }).click();
    await receive.getByRole('button', { name: /Receive/ }).click();
    await expect(receive).toBeHidden();
    await expect(console.locator('.MuiChip-label', { hasText: 'Returned' }).first()).toBeVisible();
    await expect.poll(() => stockAt(request, pick)).toBe(stockBefore + 1);

    await page.goto(returnUrl);
    await expect(page.locator('.MuiChip-label', { hasText: 'Returned' }).first()).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'The shop’s reply' })
        .getByText('Our truck collects it on Friday.'),
    ).toBeVisible();

    // The order's sales invoice: a PDF with its number and total.
    await console.goto(`/admin/orders/${order._id}`);
    await expectConsoleHeading(console, `Order ${order.orderNumber}`);
    const invoiceAnswer = console.waitForResponse((response) =>
      response.url().endsWith(`/orders/${order._id}/invoice.pdf`),
    );
    const popup = console.waitForEvent('popup');
    await console.getByRole('button', { name: 'Invoice', exact: true }).click();
    const invoice = await invoiceAnswer;
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await invoice.body());
    expect(text).toContain('SALES INVOICE');
    expect(text).toContain(order.orderNumber);
    const { totals } = await getOrder(request, session.token, order._id);
    expect(text).toContain(totals.total.toLocaleString('en-PH', { minimumFractionDigits: 2 }));
    await (await popup).close();

    await console.setViewportSize(TABLET);
    await snapshot(console, 'admin-order-tablet');
    await console.goto('/admin/orders');
    // A full page load of the console: its own build, slower than a click on 2 busy cores.
    await expect(console.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible({
      timeout: 30_000,
    });
    await snapshot(console, 'admin-orders-tablet');
    await consoleContext.close();
  });

  test('an admin opens a customer’s identity document, and the activity log shows it', async ({
    page,
    request,
  }) => {
    const customer = await createVerifiedCustomer(request);
    const session = await logIn(request, customer);
    const uploaded = await request.post('/api/v1/my-info/documents', {
      headers: session.headers,
      multipart: {
        type: 'passport',
        number: 'P7654321B',
        expiry: '2032-01-31',
        front: { name: 'passport.png', mimeType: 'image/png', buffer: PHOTO_PNG },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);

    await consoleSignIn(page, ADMIN.email, ADMIN.password);
    await consoleNav(page).getByRole('link', { name: 'Customers' }).click();
    await expectConsoleHeading(page, 'Customers');
    await page
      .getByRole('searchbox')
      .or(page.getByLabel(/Search/))
      .first()
      .fill(customer.email);
    await expect(page).toHaveURL(/search=/);
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('row')).toHaveCount(2);
    await grid.getByRole('link').first().click();
    await expectConsoleHeading(page, `${customer.firstName} ${customer.lastName}`);
    const documents = page.getByRole('region', { name: 'Identity documents' });
    await expect(documents.getByText('P7654321B')).toBeVisible();
    await snapshot(page, 'admin-customer-desktop');
    await expectAccessible(page);
    const popup = page.waitForEvent('popup');
    await documents.getByRole('button', { name: 'View the front of the Passport' }).click();
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
    await (await popup).close();

    await page.setViewportSize(TABLET);
    await snapshot(page, 'admin-customer-tablet');
    await page.setViewportSize(DESKTOP);
    await consoleNav(page).getByRole('link', { name: 'Activity' }).click();
    await expectConsoleHeading(page, 'Activity');
    await expect(
      page.getByText('Opened a customer’s identity document file').first(),
    ).toBeVisible();
  });
});
