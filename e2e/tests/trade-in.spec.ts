import { createVerifiedCustomer } from '../support/accounts';
import { consoleNav, consoleSignIn, expectConsoleHeading } from '../support/admin';
import { defaultBranch, formatPeso } from '../support/catalogue';
import {
  addAddress,
  addFromProductPage,
  getOrder,
  pageToken,
  pickCheapProducts,
} from '../support/checkout';
import {
  DESKTOP,
  PHONE,
  allowFailedRequest,
  expect,
  expectAccessible,
  snapshot,
  test,
} from '../support/fixtures';
import { OPERATOR, logIn, useSession } from '../support/orders';

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 180_000 });

const thisYear = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

test('a shopper values an old sofa, signs in, accepts the credit and sees it applied at checkout', async ({
  page,
  request,
}) => {
  const customer = await createVerifiedCustomer(request);
  const branch = await defaultBranch(request);
  // Dear enough that the ₱15,700 credit leaves a total under the cash-on-delivery maximum.
  const [pick] = await pickCheapProducts(request, branch._id, 1, 2, 16_000);

  // From the footer, signed out.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Trade-in' }).click();
  await expect(page).toHaveURL(/\/trade-in$/);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Trade in your old furniture' }),
  ).toBeVisible();

  const form = main.getByRole('form', { name: 'Value your old furniture' });
  await form.getByLabel(/Type of furniture/).selectOption({ label: 'Sofa' });
  await form.getByLabel(/Brand/).selectOption({ label: 'IKEA' });
  await expect(
    form.getByLabel(/Product line/).locator('option', { hasText: 'Living room' }),
  ).toHaveCount(1);
  await form.getByLabel(/Product line/).selectOption({ label: 'Living room' });
  await form.getByLabel(/Year bought/).selectOption({ label: String(thisYear - 2) });
  await form.getByLabel(/Condition/).selectOption({ label: 'Good — light wear' });
  await form.getByLabel(/Price paid/).fill('40000');
  await form.getByRole('button', { name: 'See its value' }).click();

  const offer = main.getByRole('region', { name: 'Your offer' });
  await expect(offer).toContainText('₱19,600.00 – ₱23,900.00');
  await expect(offer).toContainText('Trade-in credit: ₱15,700.00');
  await expectAccessible(page);
  await snapshot(page, 'trade-in-offer-desktop');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  await snapshot(page, 'trade-in-offer-phone');
  await page.setViewportSize(DESKTOP);

  // Accepting asks to sign in first; signed in, the credit is issued without another click.
  await offer.getByRole('button', { name: 'Accept credit' }).click();
  const dialog = page.getByRole('dialog', { name: /^(Log in|Welcome)$/ });
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.locator('input[name="password"]').fill(customer.password);
  await dialog.locator('input[name="password"]').press('Enter');
  await expect(dialog.getByText('Successfully Logged In!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const credit = main.getByRole('region', { name: /Your credit of ₱15,700.00 is ready/ });
  await expect(credit).toBeVisible();
  const code = (await credit.locator('strong').textContent()) ?? '';
  expect(code).toMatch(/^TRADEIN-[A-Z2-9]{6}$/);
  await expect(credit).toContainText(/Valid for one order until \w+ \d{1,2}, \d{4}/);
  await expectAccessible(page);
  await snapshot(page, 'trade-in-credit-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'trade-in-credit-phone');
  await page.setViewportSize(DESKTOP);

  // A new piece, delivered: the code is already filled in at checkout.
  await addFromProductPage(page, pick!);
  await page.goto('/cart');
  await main.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping_information$/);
  await addAddress(page);
  const couriers = main.getByRole('radiogroup', { name: 'Courier' });
  await couriers.getByRole('radio').first().check();
  const calendar = main.getByRole('region', { name: 'Preferred assembly date' });
  await calendar.locator('button[aria-pressed]:not([disabled])').first().click();
  await main.getByRole('button', { name: 'Continue to review and pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/review-and-pay$/);

  const summary = main.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(`Discount (${code})`);
  await expect(summary).toContainText(`−${formatPeso(15_700)}`);
  // The discount box shows the credit applied (code and amount), removable like any code.
  await expect(summary.getByText(`${code} applied: ${formatPeso(15_700)} off.`)).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect(summary.getByRole('textbox', { name: 'Discount code' })).toHaveCount(0);
  await snapshot(page, 'trade-in-checkout-desktop');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  await snapshot(page, 'trade-in-checkout-phone');
  await page.setViewportSize(DESKTOP);

  await main.getByRole('radio', { name: /^Cash on Delivery/ }).check();
  await main.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await main.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const order = (await getOrder(
    request,
    await pageToken(page),
    page.url().split('/').pop()!,
  )) as unknown as {
    fulfillment: { notes: string };
  };
  expect(order.fulfillment.notes).toContain(
    'Trade-in: collect the old item (sofa, IKEA Living room',
  );
});

test('staff cancel a credit whose item did not match at pickup; the customer can no longer use it', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  const customer = await createVerifiedCustomer(request);
  const session = await logIn(request, customer);
  const accepted = await request.post('/api/v1/my-trade-ins', {
    headers: session.headers,
    data: {
      year: thisYear - 3,
      brand: 'IKEA',
      subModel: 'Bedroom',
      bodyType: 'bed_frame',
      condition: 'fair',
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const { code, credit } = ((await accepted.json()) as { data: { code: string; credit: number } })
    .data;

  // Staff (not only admins) find it in the console and cancel it with a reason.
  const context = await browser.newContext({ viewport: DESKTOP });
  const desk = await context.newPage();
  await consoleSignIn(desk, OPERATOR.email, OPERATOR.password);
  await expectConsoleHeading(desk, 'Dashboard');
  await consoleNav(desk).getByRole('link', { name: 'Trade-in credits' }).click();
  await expectConsoleHeading(desk, 'Trade-in credits');
  await desk.getByRole('searchbox', { name: 'Search code, customer name or e-mail' }).fill(code);
  await expect(desk).toHaveURL(new RegExp(`search=${code}`));
  const grid = desk.getByRole('grid', { name: 'Trade-in credits' });
  const row = grid.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${customer.firstName} ${customer.lastName}`);
  await expect(row).toContainText(customer.email);
  await expect(row).toContainText('Bed frame, IKEA Bedroom');
  await expect(row).toContainText(formatPeso(credit));
  await expect(row).toContainText('Active');
  await expectAccessible(desk);
  await snapshot(desk, 'console-trade-ins-desktop');
  await desk.setViewportSize(PHONE);
  await snapshot(desk, 'console-trade-ins-phone');
  await desk.setViewportSize(DESKTOP);

  await row
    .getByRole('button', { name: `Cancel the credit ${code} of ${customer.firstName}` })
    .click();
  const dialog = desk.getByRole('dialog', { name: `Cancel the credit ${code}?` });
  await dialog.getByRole('button', { name: 'Cancel credit' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
    'Give a reason of at most 500 characters.',
  );
  await dialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('The bed at pickup was a different frame');
  await snapshot(desk, 'console-trade-in-cancel-desktop');
  await dialog.getByRole('button', { name: 'Cancel credit' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByText(`${code} is cancelled: it can no longer be used.`)).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('The bed at pickup was a different frame');
  await expect(row.getByRole('button', { name: /Cancel the credit/ })).toHaveCount(0);
  await desk.setViewportSize(PHONE);
  await snapshot(desk, 'console-trade-in-cancelled-phone');
  await context.close();

  // The customer tries the code at checkout: refused.
  const branch = await defaultBranch(request);
  const [pick] = await pickCheapProducts(request, branch._id, 1, 3, 16_000);
  await useSession(page, customer, session);
  await addFromProductPage(page, pick!);
  await page.goto('/cart');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping_information$/);
  await addAddress(page);
  await main.getByRole('radiogroup', { name: 'Courier' }).getByRole('radio').first().check();
  const calendar = main.getByRole('region', { name: 'Preferred assembly date' });
  await calendar.locator('button[aria-pressed]:not([disabled])').first().click();
  await main.getByRole('button', { name: 'Continue to review and pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/review-and-pay$/);
  const summary = main.getByRole('region', { name: 'Order summary' });
  const box = summary.getByRole('textbox', { name: 'Discount code' });
  await box.fill(code);
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(box).toHaveAccessibleDescription('This discount code does not exist.');
  await expect(summary).not.toContainText('Discount (');
  allowFailedRequest(consoleErrors, '422 (Unprocessable Entity)');
});
