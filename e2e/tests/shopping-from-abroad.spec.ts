import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedCustomer } from '../support/accounts';
import {
  defaultBranch,
  getJson,
  optionButton,
  type Category,
  type ListItem,
  type Variant,
} from '../support/catalogue';
import {
  addAddress,
  addFromProductPage,
  getOrder,
  logInFromHeader,
  pageToken,
  pickCheapProducts,
  type ProductPick,
} from '../support/checkout';
import { DESKTOP, PHONE, expect, expectAccessible, snapshot, test } from '../support/fixtures';

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

const DAVAO_HOME = {
  label: 'Nanay’s house',
  mobile: '9175550101',
  region: 'Davao Region (Region XI)',
  province: 'Davao del Sur',
  city: 'Davao City',
  barangay: 'Poblacion District',
  street: '45 Rizal Street',
  zip: '8000',
};

interface Locations {
  rates_as_of: string;
  countries: { code: string; currency: string; pesos_per_unit: number }[];
}

/** A bed frame in stock at the branch (the Beds category of the seed catalogue). */
async function pickBed(request: APIRequestContext, branchId: string): Promise<ProductPick> {
  const tree = await getJson<Category[]>(request, '/api/v1/categories/map?limit=100');
  const beds = tree.flatMap((category) => category.children).find((leaf) => leaf.name === 'Beds');
  expect(beds, 'the seed has a Beds category').toBeTruthy();
  const products = await getJson<ListItem[]>(
    request,
    `/api/v1/public/products?limit=50&category=${beds!.friendlyUrl}`,
  );
  for (const product of products) {
    const { groups, variants } = await getJson<{
      groups: { option: 'color' | 'size' | 'material' }[];
      variants: Variant[];
    }>(request, `/api/products/group_variants/${product._id}?branch_id=${branchId}`);
    const variant = variants.find(
      (entry) => (entry.stock.find((stock) => stock.branch_id === branchId)?.quantity ?? 0) >= 2,
    );
    if (!variant) continue;
    const options = groups.map((group) => variant[group.option]).filter(Boolean) as string[];
    return { product, variant, options };
  }
  throw new Error('No bed in stock at the default branch');
}

/** What the page should show: pesos ÷ pesos-per-unit, two decimals for dirhams. */
function dirhams(pesos: number, rate: number) {
  const amount = Math.round((pesos / rate) * 100) / 100;
  return `≈ AED ${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

async function bothSizes(page: Page, name: string) {
  await expectAccessible(page);
  await snapshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  // The phone layout arrives with the media queries' next render: wait for it, then no page
  // may be wider than the phone.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBe(PHONE.width);
  await snapshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

test('a shopper in Dubai sends a bed to their family in Davao City, pays online, and the cart still holds what it held', async ({
  page,
  request,
}) => {
  const customer = await createVerifiedCustomer(request);
  const branch = await defaultBranch(request);
  const [kept] = await pickCheapProducts(request, branch._id, 1);
  const bed = await pickBed(request, branch._id);
  const locations = await getJson<Locations>(request, '/api/products/ofw-location');
  const aed = locations.countries.find((country) => country.code === 'AE')!;
  const main = page.getByRole('main');

  // From the footer: the country the shopper is in.
  await page.goto('/');
  await logInFromHeader(page, customer);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Shopping from abroad? Choose your country' }).click();
  const dialog = page.getByRole('dialog', { name: 'Where are you shopping from?' });
  await dialog.getByRole('radio', { name: 'United Arab Emirates' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(footer.getByTestId('abroad-phone-hours')).toHaveText(
    'Your time in the United Arab Emirates: 4:00 am – 1:00 pm, Mondays–Saturdays',
  );
  await expect(footer).toContainText('Phone hours: 8am-5pm, Mondays-Saturdays');

  // Something in the main cart first.
  await addFromProductPage(page, kept!);
  const token = await pageToken(page);
  const cartOf = async () =>
    (
      (await (
        await request.get('/api/v1/my-cart', { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { data: { items: unknown[] } }
    ).data.items;
  const before = await cartOf();
  expect(before).toHaveLength(1);

  // The bed: pesos, with an approximate dirham amount beside them.
  await page.goto(`/product/detail/${bed.product.friendly_url}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bed.product.name);
  for (const value of bed.options) {
    const option = optionButton(page, value);
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
  }
  const approximate = main.getByTestId('approximate-amount').first();
  await expect(approximate).toContainText(dirhams(bed.variant.price, aed.pesos_per_unit));
  await expect(approximate).toContainText(/\(approximate, rates of \d{1,2} \w{3} \d{4}\)$/);
  const send = main.getByRole('button', { name: 'Send to my family in the Philippines' });
  await expect(send).toBeEnabled();
  await bothSizes(page, 'abroad-product');
  await send.click();

  // Checkout from abroad: the buyer's number there, the recipient and their address here.
  await expect(page).toHaveURL(/\/checkout\/shipping_information$/);
  await expect(main.getByText(bed.product.name).first()).toBeVisible();
  await expect(main.getByText(kept!.product.name)).toHaveCount(0);
  await expect(
    main.getByText(/Sending to your family in the Philippines from the United Arab Emirates/),
  ).toBeVisible();
  await main.getByLabel('Your mobile number').fill('0917 123 4567');
  await main.getByLabel('Recipient’s full name').fill('Maria Santos');
  await main.getByLabel('Recipient’s mobile number').fill('817 555 0101');
  await main.getByLabel('Recipient’s e-mail (optional)').fill('maria.santos@example.ph');
  await main.getByRole('button', { name: 'Continue to review and pay' }).click();
  await expect(
    main
      .getByText(
        'Enter a mobile number in the United Arab Emirates: 9 digits after +971, starting with 5.',
      )
      .first(),
  ).toBeVisible();
  await expect(main.getByText('Mobile number is invalid.').first()).toBeVisible();
  await main.getByLabel('Your mobile number').fill('050 123 4567');
  await main.getByLabel('Recipient’s mobile number').fill('917 555 0101');
  await addAddress(page, DAVAO_HOME);
  await expect(main.getByText('Davao City').first()).toBeVisible();
  const couriers = main.getByRole('radiogroup', { name: 'Courier' });
  await expect(couriers.getByRole('radio').first()).toBeVisible();
  await couriers.getByRole('radio').first().check();
  const calendar = main.getByRole('region', { name: 'Preferred assembly date' });
  await calendar.locator('button[aria-pressed]:not([disabled])').first().click();
  await expect(main.getByTestId('approximate-amount')).toContainText('≈ AED');
  await bothSizes(page, 'abroad-shipping');
  await main.getByRole('button', { name: 'Continue to review and pay' }).click();

  // Review: the recipient and the buyer read back; online payment only.
  await expect(page).toHaveURL(/\/checkout\/review-and-pay$/);
  await expect(main.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(1);
  await expect(main).toContainText('Maria Santos');
  await expect(main).toContainText('+63 917 555 0101');
  await expect(main).toContainText('+971501234567');
  await expect(main.getByRole('radio', { name: /^Cash on delivery/ })).toHaveCount(0);
  await main.getByRole('radio', { name: /^Online Payment/ }).check();
  await main
    .getByRole('radio', { name: /^Credit/ })
    .first()
    .check();
  await main.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await bothSizes(page, 'abroad-review');
  await main.getByRole('button', { name: /^Place order and pay/ }).click();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(/\/success\?order=[0-9a-f-]{36}$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();

  // The order shows the recipient and the buyer abroad.
  const orderId = new URL(page.url()).searchParams.get('order')!;
  const order = await getOrder(request, token, orderId);
  expect(order.payment.status).toBe('paid');
  await page.goto(`/orders/${orderId}`);
  await expect(main.getByTestId('order-recipient')).toContainText('Maria Santos');
  await expect(main.getByTestId('order-recipient')).toContainText('+63 917 555 0101');
  await expect(main.getByTestId('order-recipient')).toContainText('maria.santos@example.ph');
  await expect(main.getByTestId('order-buyer-abroad')).toContainText('United Arab Emirates');
  await expect(main.getByTestId('order-buyer-abroad')).toContainText('+971501234567');
  await expect(main).toContainText('Davao City');
  await bothSizes(page, 'abroad-order');

  // The main cart holds exactly what it held, and shows the dirham total too.
  expect(await cartOf()).toEqual(before);
  await page.goto('/cart');
  await expect(main.getByTestId('cart-line')).toHaveCount(1);
  await expect(main.getByTestId('cart-line')).toContainText(kept!.product.name);
  // Still ticked for checkout, as it was: the family order did not check the cart out.
  await expect(main.getByRole('checkbox', { name: `Select ${kept!.product.name}` })).toBeChecked();
  await expect(main.getByTestId('approximate-amount').first()).toContainText('≈ AED');
  await bothSizes(page, 'abroad-cart');

  // The page about shopping from abroad, with the phone hours on the shopper's clock.
  await page.goto('/shopping-from-abroad');
  await expect(main.getByRole('heading', { level: 1, name: 'Shopping from abroad' })).toBeVisible();
  await expect(main.getByRole('radio', { name: 'United Arab Emirates' })).toBeChecked();
  await expect(main.getByTestId('abroad-phone-hours')).toHaveText(
    '4:00 am – 1:00 pm, Mondays–Saturdays',
  );
  await bothSizes(page, 'abroad-page');
});
