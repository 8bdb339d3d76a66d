import { createVerifiedCustomer } from '../support/accounts';
import { defaultBranch } from '../support/catalogue';
import { addFromProductPage, logInFromHeader, pickCheapProducts } from '../support/checkout';
import { DESKTOP, PHONE, expect, expectAccessible, snapshot, test } from '../support/fixtures';

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 180_000 });

const CEBU = { region: 'Central Visayas (Region VII)', province: 'Cebu', city: 'Cebu City' };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a shopper checks the delivery fee to Cebu City on a product page and pays the same at checkout', async ({
  page,
  request,
}) => {
  const customer = await createVerifiedCustomer(request);
  const branch = await defaultBranch(request);
  const [pick] = await pickCheapProducts(request, branch._id, 1);
  if (!pick) throw new Error('no product to pick');

  await page.goto('/');
  await logInFromHeader(page, customer);
  await addFromProductPage(page, pick);

  // The checker on the product page: region → province → city, then the couriers.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Check delivery fee' }).click();
  const panel = main.getByRole('region', { name: 'Delivery fee' });
  await panel.getByLabel('Region').selectOption({ label: CEBU.region });
  const province = panel.getByLabel('Province');
  await expect(province.locator('option', { hasText: CEBU.province })).toHaveCount(1);
  await province.selectOption({ label: CEBU.province });
  const city = panel.getByLabel('City / Municipality');
  await expect(city.locator('option', { hasText: CEBU.city })).toHaveCount(1);
  await city.selectOption({ label: CEBU.city });

  const couriers = panel.getByRole('list', { name: 'Couriers' });
  const lbc = couriers.getByRole('listitem').filter({ hasText: 'LBC Cargo' });
  await expect(lbc).toContainText('No assembly');
  const fee = (await lbc.locator('p').last().textContent()) ?? '';
  expect(fee).toMatch(/^₱[\d,]+\.\d{2}$/);

  await expectAccessible(page);
  await panel.scrollIntoViewIfNeeded();
  await snapshot(page, 'delivery-fee-product-desktop');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  await panel.scrollIntoViewIfNeeded();
  await snapshot(page, 'delivery-fee-product-phone');
  await page.setViewportSize(DESKTOP);

  // Checkout: a new address starts at the city checked; the courier costs what the checker said.
  // The cart's checker opens on the remembered city with the same fee for the same item.
  await page.goto('/cart');
  await main.getByRole('button', { name: 'Check delivery fee' }).click();
  const cartPanel = main.getByRole('region', { name: 'Delivery fee' });
  await expect(cartPanel.getByLabel('City / Municipality')).toHaveValue(CEBU.city);
  await expect(
    cartPanel.getByRole('listitem').filter({ hasText: 'LBC Cargo' }).locator('p').last(),
  ).toHaveText(fee);
  await snapshot(page, 'delivery-fee-cart-desktop');

  await main.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping_information$/);
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await expect(dialog.getByLabel('Region')).toHaveValue(CEBU.region);
  await expect(dialog.getByLabel('Province')).toHaveValue(CEBU.province);
  await expect(dialog.getByLabel('City / Municipality')).toHaveValue(CEBU.city);
  await dialog.getByLabel('Address label').fill('Cebu');
  await dialog.getByLabel('Mobile number').fill('9171234567');
  await dialog.getByLabel('Barangay').fill('Lahug');
  await dialog.getByLabel('Street, building, house or unit number').fill('5 Gorordo Avenue');
  await dialog.getByLabel('ZIP code').fill('6000');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();

  const options = main.getByRole('radiogroup', { name: 'Courier' });
  await expect(
    options.getByRole('radio', { name: new RegExp(`LBC Cargo.*${escapeRegExp(fee)}`) }),
  ).toBeVisible();
});
