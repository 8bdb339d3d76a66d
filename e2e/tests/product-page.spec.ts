import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  closeMiniCart,
  defaultBranch,
  formatPeso,
  getJson,
  optionButton,
  revealLazyImages,
  type ListItem,
  type Variant,
} from '../support/catalogue';
import {
  DESKTOP,
  PHONE,
  expect,
  expectAccessible,
  screenshotDir,
  snapshot,
  test,
} from '../support/fixtures';

interface PurchaseTerms {
  instalments: { months: number[]; min_amount: number };
  return_window_days: number;
}

interface Pick {
  product: ListItem;
  /** The first variant in stock at the branch: the page opens with it chosen. */
  first: Variant;
  /** Another colour in stock, with the same other options as `first`. */
  other: Variant;
  photos: number;
}

const stockAt = (variant: Variant, branchId: string) =>
  variant.stock.find((entry) => entry.branch_id === branchId)?.quantity ?? 0;

/**
 * A product over the instalment minimum, with two photos or more and two colours in stock at
 * the branch that share their other options (so a swatch alone switches the variant).
 */
async function pickProduct(
  request: APIRequestContext,
  branchId: string,
  minAmount: number,
): Promise<Pick> {
  const products = await getJson<ListItem[]>(
    request,
    '/api/v1/public/products?limit=100&sort_by=price&sort_order=desc',
  );
  for (const product of products) {
    const { groups, variants } = await getJson<{
      groups: { option: 'color' | 'size' | 'material' }[];
      variants: Variant[];
    }>(request, `/api/products/group_variants/${product._id}?branch_id=${branchId}`);
    if (!groups.some((group) => group.option === 'color')) continue;
    const first = variants.find((variant) => stockAt(variant, branchId) > 0);
    if (!first || first.price <= minAmount) continue;
    const other = variants.find(
      (variant) =>
        variant.color !== first.color &&
        variant.size === first.size &&
        variant.material === first.material &&
        stockAt(variant, branchId) > 0,
    );
    if (!other) continue;
    const detail = await getJson<{ images: unknown[] }>(
      request,
      `/api/v1/products/${product._id}?branch_id=${branchId}`,
    );
    if (detail.images.length < 2) continue;
    return { product, first, other, photos: detail.images.length };
  }
  throw new Error('The seed catalogue has no product for the product page journey.');
}

/** The rule of decision 023, worked out here on its own: up to the next centavo. */
const perMonth = (price: number, months: number) =>
  Math.ceil(Math.round(price * 100) / months) / 100;

test.describe('product page', () => {
  // Three accessibility scans and a catalogue search: more than the default 30 s on 2 cores.
  test.slow();

  test('variant, swatches by keyboard, zoom viewer, instalments and the mini-cart', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    const branch = await defaultBranch(request);
    const terms = await getJson<PurchaseTerms>(request, '/api/v1/public/purchase-terms');
    const pick = await pickProduct(request, branch._id, terms.instalments.min_amount);
    await page.goto(`/product/detail/${pick.product.friendly_url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick.product.name);
    const main = page.getByRole('main');

    // The first variant in stock is chosen, its colour said beside the label.
    await expect(optionButton(page, pick.first.color!)).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('group', { name: `Colour: ${pick.first.color}` })).toBeVisible();
    await expect(page.getByTestId('stock-status')).toContainText(`In stock at ${branch.name}`);
    await expect(page.getByTestId('product-price').first()).toContainText(
      formatPeso(pick.first.price),
    );

    // 0% instalments: the longest term's monthly amount.
    const longest = Math.max(...terms.instalments.months);
    await expect(page.getByTestId('instalments')).toContainText(
      `or ${formatPeso(perMonth(pick.first.price, longest))}/mo for ${longest} months at 0% interest`,
    );
    const notes = main.getByRole('list', { name: 'Payment, returns and warranty' });
    await expect(notes).toContainText('Cash on Delivery');
    await expect(notes).toContainText(`within ${terms.return_window_days} days`);
    await expectAccessible(page);
    await revealLazyImages(page);
    await snapshot(page, 'product-page-desktop');

    // Another colour by keyboard: focus its swatch, press Enter.
    await optionButton(page, pick.other.color!).focus();
    await page.keyboard.press('Enter');
    await expect(optionButton(page, pick.other.color!)).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('group', { name: `Colour: ${pick.other.color}` })).toBeVisible();
    await expect(page.getByText(`SKU: ${pick.other.sku}`)).toBeVisible();

    // The zoom viewer: open from the photo, zoom, next photo, Escape back to the photo.
    const photo = main.getByRole('button', { name: /^Open photo \d+ full screen/ });
    await photo.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: pick.product.name });
    await expect(viewer).toBeVisible();
    const status = viewer.getByText(/^Photo \d+ of \d+ · \d+%$/);
    const start = Number(/^Photo (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    await expect(status).toHaveText(`Photo ${start} of ${pick.photos} · 100%`);
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(status).toHaveText(`Photo ${start} of ${pick.photos} · 200%`);
    await expect(viewer.getByTestId('photo-viewer-stage')).toHaveAttribute('data-zoom', '2');
    await expectAccessible(page);
    await page.screenshot({
      path: path.join(screenshotDir, 'product-page-viewer-desktop.png'),
      animations: 'disabled',
    });
    const next = (start % pick.photos) + 1;
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(`Photo ${next} of ${pick.photos} · 100%`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(
      main.getByRole('button', { name: new RegExp(`^Open photo ${next} full screen`) }),
    ).toBeFocused();

    // Add to cart: the mini-cart lists the line with its subtotal; a visitor's Checkout asks
    // them to log in, as the cart page does.
    await main.getByRole('button', { name: 'Add to cart' }).click();
    const miniCart = page.getByRole('dialog', { name: 'Your cart (1 item)' });
    await expect(miniCart).toBeVisible();
    await expect(miniCart.getByTestId('mini-cart-line')).toContainText(pick.product.name);
    await expect(miniCart.getByTestId('mini-cart-line')).toContainText(pick.other.color!);
    await expect(miniCart.getByTestId('mini-cart-subtotal')).toHaveText(
      formatPeso(pick.other.price),
    );
    await expect(miniCart.getByRole('button', { name: 'View cart' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({
      path: path.join(screenshotDir, 'product-page-mini-cart-desktop.png'),
      animations: 'disabled',
    });
    await miniCart.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('on a phone the sticky bar appears after scrolling and adds to the cart', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const branch = await defaultBranch(request);
    const terms = await getJson<PurchaseTerms>(request, '/api/v1/public/purchase-terms');
    const pick = await pickProduct(request, branch._id, terms.instalments.min_amount);
    await page.goto(`/product/detail/${pick.product.friendly_url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick.product.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    const bar = page.getByRole('region', { name: 'Add to cart bar' });
    await expect(bar).toBeHidden();
    await expect(page.getByTestId('instalments')).toBeVisible();
    await expectAccessible(page);
    await revealLazyImages(page);
    // Back at the top, the page's own button is in view again: no bar.
    await expect(bar).toBeHidden();
    await page.screenshot({
      path: path.join(screenshotDir, 'product-page-phone-top.png'),
      animations: 'disabled',
    });
    expect(await page.getByTestId('sticky-add-to-cart').count()).toBe(0);
    await snapshot(page, 'product-page-phone');

    // Past the page's own button, the bar shows the price, the choice and Add to cart.
    await page.getByRole('heading', { name: 'Dimensions and materials' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(formatPeso(pick.first.price));
    await expect(bar).toContainText(pick.first.color!);
    await expectAccessible(page);
    await page.screenshot({
      path: path.join(screenshotDir, 'product-page-phone-sticky-bar.png'),
      animations: 'disabled',
    });

    await bar.getByRole('button', { name: `Increase quantity of ${pick.product.name}` }).click();
    await bar.getByRole('button', { name: 'Add to cart' }).click();
    const miniCart = page.getByRole('dialog', { name: 'Your cart (2 items)' });
    await expect(miniCart).toBeVisible();
    await expect(miniCart.getByTestId('mini-cart-line')).toContainText('Quantity: 2');
    await page.screenshot({
      path: path.join(screenshotDir, 'product-page-phone-mini-cart.png'),
      animations: 'disabled',
    });
    await closeMiniCart(page);

    // At the footer the bar steps aside, so it never sits on the footer's links.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toBeHidden();
  });
});
