import { startOwnServer, switchMaintenance } from '../support/content';
import { DESKTOP, PHONE, expect, expectAccessible, snapshot, test } from '../support/fixtures';

// One journey that changes server-wide state; it runs against a server of its own (see
// startOwnServer), so the specs running beside it on the suite's server are never closed.
test.describe.configure({ mode: 'serial' });

async function maintenanceIsOn(baseURL: string): Promise<boolean> {
  const response = await fetch(`${baseURL}/api/v1/public/site-settings`);
  const body = (await response.json()) as { data: { maintenance: boolean } };
  return body.data.maintenance;
}

test('maintenance mode shows the maintenance page on /products until it is switched off', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const server = await startOwnServer();
  try {
    expect(await switchMaintenance(true, server.dataDir)).toMatch(/maintenance mode on/i);
    await expect.poll(() => maintenanceIsOn(server.baseURL), { timeout: 15_000 }).toBe(true);

    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.baseURL}/products`);
    await expect(page).toHaveURL(`${server.baseURL}/under-maintenance`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Under Maintenance' })).toBeVisible();
    await expect(main).toContainText('8am-5pm, Mondays-Saturdays');
    await expect(main.getByRole('link', { name: '+63 2 8123 4567' })).toHaveAttribute(
      'href',
      'tel:+63281234567',
    );
    // The API is closed too, apart from the settings the maintenance page reads.
    const products = await fetch(`${server.baseURL}/api/v1/public/products`);
    expect(products.status).toBe(503);
    await expectAccessible(page);
    await snapshot(page, 'maintenance-desktop');

    await page.setViewportSize(PHONE);
    await page.goto(`${server.baseURL}/cart`);
    await expect(page).toHaveURL(`${server.baseURL}/under-maintenance`);
    await expect(main.getByRole('heading', { level: 1, name: 'Under Maintenance' })).toBeVisible();
    await snapshot(page, 'maintenance-phone');

    expect(await switchMaintenance(false, server.dataDir)).toMatch(/maintenance mode off/i);
    await expect.poll(() => maintenanceIsOn(server.baseURL), { timeout: 15_000 }).toBe(false);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.baseURL}/products`);
    await expect(page).toHaveURL(`${server.baseURL}/products`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    // Leave the shop's page first, so it makes no calls to the server being closed.
    await page.goto('about:blank');
    // Closing the server and removing its data directory leaves nothing switched on.
    await server.stop();
  }
  // While the shop was closed, the header's own API calls were answered 503: expected here.
  const unexpected = consoleErrors.filter((text) => !/status of 503/.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
