import {
  createVerifiedCustomer,
  linkTokenFromMail,
  newCustomer,
  type TestCustomer,
} from '../support/accounts';
import { getJson, type ListItem } from '../support/catalogue';
import { DESKTOP, PHONE, expect, expectAccessible, snapshot, test } from '../support/fixtures';

test.use({ viewport: DESKTOP });
// Each journey runs axe and takes full-page screenshots, which are slow on a busy 2-core box.
test.describe.configure({ timeout: 90_000 });

/** The browser logs a deliberately failed request (wrong password, used link); only that one. */
function allowFailedRequest(errors: string[], status: string) {
  const expected = `the server responded with a status of ${status}`;
  const index = errors.findIndex((message) => message.includes(expected));
  if (index >= 0) errors.splice(index, 1);
}

test.describe('accounts', () => {
  test('login modal: wrong password, log in remembered, logout keeping data, log back in', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const DEMO: TestCustomer = await createVerifiedCustomer(request);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    // Named "Log in" while it asks, "Welcome" once the card shows.
    const dialog = page.getByRole('dialog', { name: /^(Log in|Welcome)$/ });
    await expect(dialog).toBeVisible();
    const login = dialog.getByRole('button', { name: 'Login' });
    await expect(login).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    const box = await dialog.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(500);
    await expectAccessible(page);
    await snapshot(page, 'accounts-login-modal-desktop');

    await dialog.getByLabel('Email').fill(DEMO.email);
    await dialog.locator('input[name="password"]').fill('Wrong#Password1');
    await dialog.locator('input[name="password"]').press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email and/or password.');
    allowFailedRequest(consoleErrors, '401 (Unauthorized)');

    await dialog.locator('input[name="password"]').fill(DEMO.password);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await login.click();
    await expect(dialog.getByText('Successfully Logged In!')).toBeVisible();
    await expect(dialog.getByText('Your password has been securely saved.')).toBeVisible();
    await expect(dialog.getByText("You'll remain logged in for the next 30 days.")).toBeVisible();
    await expect(page.getByText('Successfully logged in.')).toBeVisible();
    // A success is said in green, not in the red of errors.
    // (The open dialog hides the rest of the page from the accessibility tree: find it by CSS.)
    const [red, green] = await page
      .locator('[role="status"]')
      .filter({ hasText: 'Successfully logged in.' })
      .evaluate((toast) =>
        getComputedStyle(toast).backgroundColor.match(/\d+/g)!.slice(0, 2).map(Number),
      );
    expect(green).toBeGreaterThan(red!);
    await snapshot(page, 'accounts-login-success-desktop');
    await dialog.getByRole('button', { name: 'Continue to Home' }).click();
    await expect(dialog).toBeHidden();

    const greeting = page.getByRole('button', { name: `Hi, ${DEMO.firstName}` });
    await expect(greeting).toBeVisible();
    // The session survives a reload (the header's token check accepts it).
    await page.reload();
    await expect(greeting).toBeVisible();

    await greeting.click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    const logout = page.getByRole('dialog', {
      name: 'Do you want to stay logged in for next time?',
    });
    await expect(logout).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'accounts-logout-modal-desktop');
    await logout.getByRole('button', { name: 'Logout and Keep my Data' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText(DEMO.email)).toBeVisible();
    await dialog.getByRole('button', { name: `Continue as ${DEMO.firstName}` }).click();
    await expect(dialog.getByText('Successfully Logged In!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue to Home' }).click();
    await expect(greeting).toBeVisible();
  });

  test('login modal and logout modal on a phone', async ({ page, request }) => {
    const DEMO = await createVerifiedCustomer(request);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log in' }).click();
    // Named "Log in" while it asks, "Welcome" once the card shows.
    const dialog = page.getByRole('dialog', { name: /^(Log in|Welcome)$/ });
    await expect(dialog).toBeVisible();
    await snapshot(page, 'accounts-login-modal-phone');
    await dialog.getByLabel('Email').fill(DEMO.email);
    await dialog.locator('input[name="password"]').fill(DEMO.password);
    await dialog.locator('input[name="password"]').press('Enter');
    await expect(dialog.getByText('Successfully Logged In!')).toBeVisible();
    await snapshot(page, 'accounts-login-success-phone');
    await dialog.getByRole('button', { name: 'Continue to Home' }).click();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    const logout = page.getByRole('dialog', {
      name: 'Do you want to stay logged in for next time?',
    });
    await expect(logout).toBeVisible();
    await snapshot(page, 'accounts-logout-modal-phone');
    await logout.getByRole('button', { name: 'Logout and Clear Data' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByLabel('Email')).toBeVisible();
  });

  test('journey A: sign up, verify from the mailed link, log in, greeted by first name, favorite', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const customer = newCustomer({ firstName: 'Bea' });
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    // Every rule speaks before anything is sent.
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Data Privacy Policy' }).click();
    const legal = page.getByRole('dialog');
    await expect(legal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(legal).toBeHidden();

    // A confirmation that differs is said at once, while the other fields are still empty.
    await page.getByLabel('First name').fill('');
    await page.locator('input[name="password"]').fill(customer.password);
    await page.locator('input[name="confirmPassword"]').fill(`${customer.password}x`);
    await page.locator('input[name="confirmPassword"]').blur();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();

    await page.getByLabel('First name').fill(customer.firstName);
    await page.getByLabel('Last name').fill(customer.lastName);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Mobile number').fill(customer.mobile);
    await page.locator('input[name="password"]').fill(customer.password);
    await page.locator('input[name="confirmPassword"]').fill(customer.password);
    await page.getByRole('checkbox', { name: /Data Privacy Policy/ }).check();
    await page.getByRole('checkbox', { name: /General Terms/ }).check();
    await expectAccessible(page);
    await snapshot(page, 'accounts-sign-up-desktop');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(/\/signup\/completion$/);
    await expect(page.getByText(customer.email)).toBeVisible();
    const token = await linkTokenFromMail(customer.email, 'verify');
    await page.goto(`/verify/${token}`);
    await expect(page).toHaveURL(/\/success-signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up Successful' })).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: /^(Log in|Welcome)$/ });
    await dialog.getByLabel('Email').fill(customer.email);
    await dialog.locator('input[name="password"]').fill(customer.password);
    await dialog.locator('input[name="password"]').press('Enter');
    await expect(dialog.getByText('Successfully Logged In!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue to Home' }).click();
    await expect(page.getByRole('button', { name: `Hi, ${customer.firstName}` })).toBeVisible();

    // Favorite a product with the heart on its page; it shows on /favorites.
    const [product] = await getJson<ListItem[]>(request, '/api/v1/public/featured-products');
    await page.goto(`/products/detail/${product!._id}`);
    await page.getByRole('button', { name: `Add ${product!.name} to favorites` }).click();
    await expect(
      page.getByRole('button', { name: `Remove ${product!.name} from favorites` }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('main').getByRole('link', { name: product!.name })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'accounts-favorites-desktop');

    // The link is single-use.
    await page.goto(`/verify/${token}`);
    await expect(page.getByRole('alert')).toContainText('already been used');
    allowFailedRequest(consoleErrors, '410 (Gone)');

    await page.setViewportSize(PHONE);
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await snapshot(page, 'accounts-sign-up-phone');
  });

  test('signing in from a product page keeps the shopper on it', async ({ page, request }) => {
    const customer = await createVerifiedCustomer(request);
    const [product] = await getJson<ListItem[]>(request, '/api/v1/public/featured-products');
    await page.goto(`/product/detail/${product!.friendly_url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);
    // A visitor's heart asks them to log in first.
    await page.getByRole('button', { name: `Add ${product!.name} to favorites` }).click();
    const dialog = page.getByRole('dialog', { name: /^(Log in|Welcome)$/ });
    await dialog.getByLabel('Email').fill(customer.email);
    await dialog.locator('input[name="password"]').fill(customer.password);
    await dialog.locator('input[name="password"]').press('Enter');
    await expect(dialog.getByText('Successfully Logged In!')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue to Home' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/product/detail/${product!.friendly_url}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);
  });

  test('journey B: forgot password, reset via the mailed link, old password fails, new works', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const customer = await createVerifiedCustomer(request);
    const newPassword = 'Molave#Chair2026';
    await page.goto('/forgot-password');
    await page.getByRole('main').getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page).toHaveURL(/\/check-email\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();

    const token = await linkTokenFromMail(customer.email, 'change-password');
    await page.goto(`/change-password/${token}`);
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirmPassword"]').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);

    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: /^(Log in|Welcome)$/ });
    await dialog.getByLabel('Email').fill(customer.email);
    await dialog.locator('input[name="password"]').fill(customer.password);
    await dialog.locator('input[name="password"]').press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email and/or password.');
    allowFailedRequest(consoleErrors, '401 (Unauthorized)');
    await dialog.locator('input[name="password"]').fill(newPassword);
    await dialog.locator('input[name="password"]').press('Enter');
    await expect(dialog.getByText('Successfully Logged In!')).toBeVisible();
  });

  test('five wrong passwords from elsewhere lock the account, but not for its owner on a remembered device', async ({
    page,
    request,
  }) => {
    const owner = await createVerifiedCustomer(request);
    // The owner signs in on this browser with "Remember me" and logs out keeping the data.
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: /^(Log in|Welcome)$/ });
    await dialog.getByLabel('Email').fill(owner.email);
    await dialog.locator('input[name="password"]').fill(owner.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText("You'll remain logged in for the next 30 days.")).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue to Home' }).click();
    await page.getByRole('button', { name: `Hi, ${owner.firstName}` }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Logout and Keep my Data' }).click();

    // Someone else guesses five times; then even the right password is refused to them.
    for (let guess = 1; guess <= 5; guess++) {
      const wrong = await request.post('/api/v1/auth/login', {
        data: { email: owner.email, password: `Guess#${guess}wrong` },
      });
      expect(wrong.status()).toBe(401);
    }
    const locked = await request.post('/api/v1/auth/login', {
      data: { email: owner.email, password: owner.password },
    });
    expect(locked.status()).toBe(429);
    expect(((await locked.json()) as { message: string }).message).toBe(
      'Too many login attempts. Please try again in a few minutes.',
    );

    // The owner, on the device the account is remembered on, still signs in with the password.
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await dialog.getByRole('button', { name: 'Use another account' }).click();
    await dialog.getByLabel('Email').fill(owner.email);
    await dialog.locator('input[name="password"]').fill(owner.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Successfully Logged In!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue to Home' }).click();
    await expect(page.getByRole('button', { name: `Hi, ${owner.firstName}` })).toBeVisible();
  });
});
