import { readFileSync } from 'node:fs';
import { createVerifiedCustomer } from '../support/accounts';
import { defaultBranch, revealLazyImages } from '../support/catalogue';
import { DESKTOP, PHONE, expect, expectAccessible, snapshot, test } from '../support/fixtures';
import {
  PHOTO_PNG,
  findStockedVariant,
  logIn,
  placeCodOrder,
  shop,
  stockAt,
  useSession,
} from '../support/orders';

test.use({ viewport: DESKTOP });
// Each journey spawns the operator command line several times and runs axe: slow on 2 cores.
test.describe.configure({ timeout: 180_000 });

test.describe('orders', () => {
  test('delivered by the operator, received, returned with a photo, return approved', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = await createVerifiedCustomer(request);
    const session = await logIn(request, customer);
    const branch = await defaultBranch(request);
    const pick = await findStockedVariant(request, branch._id, { withPlan: true });
    const order = await placeCodOrder(request, session, pick, { withProtectionPlan: true });

    await shop(baseURL!, 'orders:advance', order.orderNumber, 'processing');
    await shop(baseURL!, 'orders:advance', order.orderNumber, 'shipped', '--tracking', 'ABC123');
    await shop(baseURL!, 'orders:advance', order.orderNumber, 'delivered_confirm_receipt');

    await useSession(page, customer, session);
    await page.goto('/orders?group=delivered');
    const card = page.getByRole('listitem', { name: `Order ${order.orderNumber}` });
    await expect(card.getByText('Order Delivered (Confirm Receipt)')).toBeVisible();
    await expect(card.getByText(pick.product.name)).toBeVisible();
    await revealLazyImages(page);
    await snapshot(page, 'orders-list-desktop');
    await expectAccessible(page);
    await card.getByRole('link', { name: `View details of order ${order.orderNumber}` }).click();

    await expect(page).toHaveURL(`/orders/${order._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.orderNumber}`);
    await expect(main.getByText('ABC123', { exact: true })).toBeVisible();
    const history = main.getByRole('list', {
      name: `Status history of order ${order.orderNumber}`,
    });
    await expect(history.getByRole('listitem').last()).toContainText(
      'Order Delivered (Confirm Receipt)',
    );
    // Placing the order is one step with its payment path, not two at the same minute.
    await expect(history.getByRole('listitem').first()).toContainText('Order Placed (COD Payment)');
    await expect(history.getByText('Order Placed', { exact: true })).toHaveCount(0);
    // The mobile number reads as people write it.
    await expect(main.getByText(/\+63 917 123 4567/).first()).toBeVisible();
    await expect(main.getByText(/9171234567/)).toHaveCount(0);
    // Only what the server allows now: confirming receipt.
    await expect(main.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Return items' })).toHaveCount(0);
    await snapshot(page, 'orders-details-delivered-desktop');
    await expectAccessible(page);

    await main.getByRole('button', { name: 'Confirm receipt' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm receipt?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(main.getByText('Thank you! Your order is marked as received.')).toBeVisible();
    await expect(
      main.locator('.MuiChip-label', { hasText: 'Order Received' }).first(),
    ).toBeVisible();

    // The item's protection plan: its policy opens as a PDF in a new window and downloads.
    const plans = main.getByRole('region', { name: 'Protection plans' });
    const view = plans.getByRole('button', { name: /^View policy / });
    const policyNumber = (await view.getAttribute('aria-label'))!.replace('View policy ', '');
    const popupOpened = page.waitForEvent('popup');
    await view.click();
    const popup = await popupOpened;
    await expect.poll(() => popup.url()).toMatch(/^blob:/);
    await popup.close();
    const downloaded = page.waitForEvent('download');
    await plans.getByRole('button', { name: `Download policy ${policyNumber}` }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await main.getByRole('link', { name: 'Return items' }).click();
    await expect(page).toHaveURL(`/orders/return-order/${order._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Return Order' })).toBeVisible();
    const photos = page.getByLabel('Add photos');
    // Over 5 MB: refused in the browser before any upload.
    await photos.setInputFiles({
      name: 'too-big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(page.getByText('File size must not exceed 5MB', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: new RegExp(pick.product.name) }).check();
    await page.getByRole('radio', { name: 'Damaged on arrival' }).check();
    await page.getByLabel('Details (optional)').fill('The corner arrived cracked.');
    await photos.setInputFiles({ name: 'corner.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await expect(page.getByRole('img', { name: 'Preview of corner.png' })).toBeVisible();
    await snapshot(page, 'orders-return-form-desktop');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit return request' }).click();

    await expect(page).toHaveURL(/\/orders\/return\/[^/]+$/);
    const returnUrl = new URL(page.url()).pathname;
    await expect(
      page.getByRole('heading', { level: 1, name: `Return for order ${order.orderNumber}` }),
    ).toBeVisible();
    await expect(page.locator('.MuiChip-label', { hasText: 'Return Requested' })).toBeVisible();
    // The photo is owner-only: it loads with the bearer token.
    const photo = page.getByRole('img', { name: 'Photo 1 of the return' });
    // A data: URL: the shop's Content-Security-Policy allows images from 'self' and data: only.
    await expect(photo).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Withdraw return' })).toBeVisible();

    await shop(baseURL!, 'returns:approve', order.orderNumber);
    await page.reload();
    await expect(page.locator('.MuiChip-label', { hasText: 'Return Approved' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw return' })).toHaveCount(0);
    await snapshot(page, 'orders-return-approved-desktop');
    await expectAccessible(page);

    await page.goto('/orders/return');
    const returnCard = page.getByRole('listitem', {
      name: `Return for order ${order.orderNumber}`,
    });
    await expect(returnCard.getByText('Return Approved')).toBeVisible();
    await expect(
      returnCard.getByRole('link', {
        name: `Return for order ${order.orderNumber}`,
        exact: true,
      }),
    ).toHaveAttribute('href', returnUrl);

    await page.setViewportSize(PHONE);
    await snapshot(page, 'orders-returns-phone');
    await page.goto(returnUrl);
    await expect(page.locator('.MuiChip-label', { hasText: 'Return Approved' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 1 of the return' })).toBeVisible();
    await snapshot(page, 'orders-return-approved-phone');
    await page.goto(`/orders/${order._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.orderNumber}`);
    await snapshot(page, 'orders-details-phone');
    await expectAccessible(page);
  });

  test('a second order cancelled by the customer: Order Cancelled, and the stock is back', async ({
    page,
    request,
  }) => {
    const customer = await createVerifiedCustomer(request);
    const session = await logIn(request, customer);
    const branch = await defaultBranch(request);
    // Another product than the first journey's, which may run at the same time.
    const pick = await findStockedVariant(request, branch._id, { skip: 1 });
    const before = await stockAt(request, pick);
    const order = await placeCodOrder(request, session, pick, { quantity: 2 });
    // The catalogue serves a snapshot that follows stock changes within its poll interval.
    await expect.poll(() => stockAt(request, pick)).toBe(before - 2);

    await useSession(page, customer, session);
    await page.setViewportSize(PHONE);
    await page.goto('/orders');
    const card = page.getByRole('listitem', { name: `Order ${order.orderNumber}` });
    await expect(card.getByText('Order Placed (COD Payment)')).toBeVisible();
    await revealLazyImages(page);
    await snapshot(page, 'orders-list-phone');
    await page.setViewportSize(DESKTOP);
    await card.getByRole('link', { name: `Order ${order.orderNumber}`, exact: true }).click();

    await page.getByRole('main').getByRole('link', { name: 'Cancel order' }).click();
    await expect(page).toHaveURL(`/orders/cancel-order/${order._id}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByRole('radio', { name: 'Ordered by mistake' }).check();
    await page.getByLabel('Details (optional)').fill('Picked the wrong size.');
    await snapshot(page, 'orders-cancel-form-desktop');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();

    await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
    await expect(page.locator('.MuiChip-label', { hasText: 'Order Cancelled' })).toBeVisible();
    await snapshot(page, 'orders-cancelled-desktop');
    await expect.poll(() => stockAt(request, pick)).toBe(before);

    await page.getByRole('link', { name: 'View order' }).click();
    await expect(page).toHaveURL(`/orders/${order._id}`);
    const history = page.getByRole('list', {
      name: `Status history of order ${order.orderNumber}`,
    });
    await expect(history.getByRole('listitem').last()).toContainText('Order Cancelled');
    await expect(history.getByRole('listitem').last()).toContainText('Ordered by mistake');
    await expect(page.getByRole('main').getByRole('link', { name: 'Cancel order' })).toHaveCount(0);

    await page.goto('/orders?group=cancelled');
    await expect(
      page
        .getByRole('listitem', { name: `Order ${order.orderNumber}` })
        .getByText('Order Cancelled'),
    ).toBeVisible();
  });
});
