import { DESKTOP, PHONE, expect, expectAccessible, snapshot, test } from '../support/fixtures';

test.describe('the storefront shell', () => {
  test('home shows the ticker, header and footer, and the footer opens the legal texts', async ({
    page,
    request,
  }) => {
    const announcements = (await (await request.get('/api/v1/public/announcements')).json()) as {
      data: { text: string }[];
    };
    expect(announcements.data.length).toBeGreaterThan(0);
    // Two accessibility scans and full-page screenshots of the whole home page: more than 30 s
    // when the machine is busy.
    test.slow();

    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(
      announcements.data[0]!.text,
    );

    const footer = page.getByRole('contentinfo');
    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© ${year} Casa Filipina Furniture. All rights reserved.`);
    await expect(footer).toContainText('8am-5pm, Mondays-Saturdays');
    await expectAccessible(page);
    await snapshot(page, 'home-desktop');

    await footer.getByRole('button', { name: 'General Terms and Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'General Terms and Conditions' });
    await expect(terms).toContainText('at least 18 years old');
    await snapshot(page, 'terms-modal-desktop');
    await terms.getByRole('button', { name: 'Close' }).first().click();
    await expect(terms).toBeHidden();

    await footer.getByRole('button', { name: 'Data Privacy Policy' }).click();
    await expect(page.getByRole('dialog', { name: 'Data Privacy Policy' })).toContainText(
      'Data Privacy Act of 2012',
    );
  });

  test('Shop leads to the products page, and an unknown path shows the not-found page', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('at the narrowest desktop width the header keeps Login on its one line', async ({
    page,
  }) => {
    // 1278 px is where the desktop layout starts; 1280 px is a common laptop screen.
    for (const width of [1280, 1278]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const header = page.getByRole('banner');
      const search = await header.getByRole('search', { name: 'Products' }).boundingBox();
      const login = await header.getByRole('button', { name: 'Login' }).boundingBox();
      expect(search && login).toBeTruthy();
      // Same line: the two boxes overlap vertically.
      expect(login!.y).toBeLessThan(search!.y + search!.height);
      expect(search!.y).toBeLessThan(login!.y + login!.height);
    }
  });

  test('a visitor without a session is sent home from the orders pages', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a 390 px phone the menu button opens the drawer with Log in and Signup', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await snapshot(page, 'home-phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Signup' })).toBeVisible();
    await snapshot(page, 'drawer-phone');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expectAccessible(page);
  });

  test('the page API answers stay JSON and the app is served precompressed', async ({
    request,
  }) => {
    const missing = await request.get('/api/v1/nothing-here');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Route GET /api/v1/nothing-here not found.' });
    const config = await request.get('/config/catalogue.json');
    expect(await config.json()).toMatchObject({ baseUrl: '' });
  });
});

test.use({ viewport: DESKTOP });
