import { createVerifiedCustomer } from '../support/accounts';
import { defaultBranch, formatPeso, optionButton } from '../support/catalogue';
import {
  addAddress,
  addFromProductPage,
  getOrder,
  logInFromHeader,
  pageToken,
  pickCheapProducts,
} from '../support/checkout';
import { DESKTOP, PHONE, expect, expectAccessible, snapshot, test } from '../support/fixtures';

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 180_000 });

test('Buy now: another product straight to checkout, paid online, and the cart still holds what it held', async ({
  page,
  request,
}) => {
  const customer = await createVerifiedCustomer(request);
  const branch = await defaultBranch(request);
  const [kept, bought] = await pickCheapProducts(request, branch._id, 2);

  await page.goto('/');
  await logInFromHeader(page, customer);
  await addFromProductPage(page, kept!);
  const token = await pageToken(page);
  const cartBefore = await request.get('/api/v1/my-cart', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const before = ((await cartBefore.json()) as { data: { items: unknown[] } }).data.items;
  expect(before).toHaveLength(1);

  // The other product: Buy now beside Add to cart.
  await page.goto(`/product/detail/${bought!.product.friendly_url}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bought!.product.name);
  for (const value of bought!.options) {
    const option = optionButton(page, value);
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
  }
  const buyNow = page.getByRole('button', { name: 'Buy now' });
  await expect(buyNow).toBeEnabled();
  await expectAccessible(page);
  await snapshot(page, 'buy-now-product-desktop');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  await snapshot(page, 'buy-now-product-phone');
  await page.setViewportSize(DESKTOP);
  await buyNow.click();

  // Straight to checkout, with the bought product alone.
  await expect(page).toHaveURL(/\/checkout\/shipping_information$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Shipping Information' })).toBeVisible();
  await expect(main.getByText(bought!.product.name).first()).toBeVisible();
  await expect(main.getByText(kept!.product.name)).toHaveCount(0);
  await addAddress(page);
  const couriers = main.getByRole('radiogroup', { name: 'Courier' });
  await expect(couriers.getByRole('radio').first()).toBeVisible();
  await couriers.getByRole('radio').first().check();
  const calendar = main.getByRole('region', { name: 'Preferred assembly date' });
  await calendar.locator('button[aria-pressed]:not([disabled])').first().click();
  await expectAccessible(page);
  await snapshot(page, 'buy-now-shipping-desktop');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  await snapshot(page, 'buy-now-shipping-phone');
  await page.setViewportSize(DESKTOP);
  await main.getByRole('button', { name: 'Continue to review and pay' }).click();

  // Review: one item, paid online through the sandbox gateway.
  await expect(page).toHaveURL(/\/checkout\/review-and-pay$/);
  await expect(main.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(1);
  await expect(main.getByRole('list', { name: 'Items' })).toContainText(bought!.product.name);
  await main.getByRole('radio', { name: /^Online Payment/ }).check();
  await main.getByRole('radio', { name: /^GCash/ }).check();
  await main.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await main.getByRole('button', { name: /^Place order and pay/ }).click();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(/\/success\?order=[0-9a-f-]{36}$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();

  const orderId = new URL(page.url()).searchParams.get('order')!;
  const order = await getOrder(request, token, orderId);
  expect(order.payment.status).toBe('paid');
  expect(formatPeso(order.totals.total)).toMatch(/^₱/);

  // The cart holds exactly what it held.
  const cartAfter = await request.get('/api/v1/my-cart', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await cartAfter.json()) as { data: { items: unknown[] } }).data.items).toEqual(before);
  await page.goto('/cart');
  await expect(main.getByTestId('cart-line')).toHaveCount(1);
  await expect(main.getByTestId('cart-line')).toContainText(kept!.product.name);
});
