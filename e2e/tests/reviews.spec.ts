import sharp from 'sharp';
import { createVerifiedCustomer } from '../support/accounts';
import { ADMIN, consoleNav, consoleSignIn, expectConsoleHeading } from '../support/admin';
import { defaultBranch } from '../support/catalogue';
import { DESKTOP, PHONE, expect, expectAccessible, snapshot, test } from '../support/fixtures';
import { findStockedVariant, logIn, placeCodOrder, shop, useSession } from '../support/orders';

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

test('a delivered buyer reviews with a photo; staff hide it and it leaves the product page', async ({
  page,
  request,
  baseURL,
}) => {
  const customer = await createVerifiedCustomer(request);
  const session = await logIn(request, customer);
  const branch = await defaultBranch(request);
  const pick = await findStockedVariant(request, branch._id);
  const order = await placeCodOrder(request, session, pick);
  await shop(baseURL!, 'orders:advance', order.orderNumber, 'processing');
  await shop(baseURL!, 'orders:advance', order.orderNumber, 'shipped', '--tracking', 'REV123');
  await shop(baseURL!, 'orders:advance', order.orderNumber, 'delivered_confirm_receipt');
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#8a5a3a' },
  })
    .png()
    .toBuffer();

  await useSession(page, customer, session);
  await page.goto(`/orders/${order._id}`);
  await page.getByRole('button', { name: 'Write a review' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Review ${pick.product.name}` });
  const stars = dialog.getByRole('group', { name: 'Your rating' });
  // A shopper clicks the third star (the glyph over the visually hidden radio).
  await stars.locator('label').nth(2).click();
  await expect(stars.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByRole('textbox', { name: /Your review/ }).fill('Sturdy frame, soft cushions.');
  await dialog
    .getByLabel('Add photos')
    .setInputFiles({ name: 'sofa.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await snapshot(page, 'reviews-form-desktop');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('status').getByText('Your review is saved.')).toBeVisible();

  const productUrl = `/product/detail/${pick.product.friendly_url}`;
  await page.goto(productUrl);
  const section = page.getByRole('region', { name: 'Customer reviews' });
  await expect(section.getByText('Sturdy frame, soft cushions.')).toBeVisible();
  await expect(section.getByText('Verified buyer')).toBeVisible();
  await expect(section.getByText('1 review', { exact: true })).toBeVisible();
  await expect(section.getByRole('img', { name: 'Rated 4.0 out of 5' }).first()).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await snapshot(page, 'reviews-product-desktop');
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await section.scrollIntoViewIfNeeded();
  await snapshot(page, 'reviews-product-phone');

  await page.setViewportSize(DESKTOP);
  await consoleSignIn(page, ADMIN.email, ADMIN.password);
  await consoleNav(page).getByRole('link', { name: 'Reviews' }).click();
  await expectConsoleHeading(page, 'Reviews');
  await page
    .getByRole('button', { name: new RegExp(`^Hide the review of ${pick.product.name}`) })
    .first()
    .click();
  const hide = page.getByRole('dialog', { name: 'Hide this review?' });
  await hide.getByRole('textbox', { name: 'Reason' }).fill('Shares a phone number');
  await hide.getByRole('button', { name: 'Hide review' }).click();
  await expect(page.getByText('The review is hidden from the shop.')).toBeVisible();
  await snapshot(page, 'reviews-console-desktop');
  await expectAccessible(page);

  await page.goto(productUrl);
  await expect(page.getByRole('region', { name: 'Customer reviews' })).toBeVisible();
  await expect(page.getByText('Sturdy frame, soft cushions.')).toHaveCount(0);
  await expect(page.getByText(/No reviews yet/)).toBeVisible();
});
