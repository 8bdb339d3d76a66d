import { getJson, type ListItem } from '../support/catalogue';
import { PHONE, expect, test } from '../support/fixtures';

test.describe('pictures that load fast', () => {
  test('a product page preloads its main photo first; every other picture waits, none shifts the page', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const [product] = await getJson<ListItem[]>(request, '/api/v1/public/products?limit=1');
    await page.goto(`/product/detail/${product!.friendly_url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);

    const main = page.getByRole('button', { name: /^Open photo 1 full screen/ }).locator('img');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('loading', 'eager');
    const mainSrc = await main.getAttribute('src');
    const mainSrcset = await main.getAttribute('srcset');

    // One high-priority image preload in the head, for that photo (its widths when it has them).
    const preloads = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preloads).toHaveCount(1);
    if (mainSrcset) {
      await expect(preloads).toHaveAttribute('imagesrcset', mainSrcset);
    } else {
      await expect(preloads).toHaveAttribute('href', mainSrc!);
    }

    // Related products, thumbnails and the rest: lazy, decoded off the main thread.
    const pictures = await page.locator('main img').evaluateAll((images) =>
      images.map((image) => ({
        src: image.getAttribute('src'),
        loading: image.getAttribute('loading'),
        decoding: image.getAttribute('decoding'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
      })),
    );
    expect(pictures.length).toBeGreaterThan(1);
    for (const picture of pictures) {
      expect(picture.width, `${picture.src} width`).toMatch(/^\d+$/);
      expect(picture.height, `${picture.src} height`).toMatch(/^\d+$/);
    }
    const others = pictures.slice(1);
    expect(others.filter((picture) => picture.loading !== 'lazy')).toEqual([]);
    expect(others.filter((picture) => picture.decoding !== 'async')).toEqual([]);
  });

  test('a button still ripples on its first press (the ripple loads when first wanted)', async ({
    page,
  }) => {
    // The first-load screens draw their own buttons (decision 042); the listing's Filters
    // button on a phone is MUI's.
    await page.setViewportSize(PHONE);
    await page.goto('/products');
    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(filters).toBeVisible();
    const box = (await filters.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(filters.locator('.MuiTouchRipple-ripple')).toHaveCount(1);
    await page.mouse.up();
  });
});
