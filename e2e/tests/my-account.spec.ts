import { createVerifiedCustomer } from '../support/accounts';
import { DESKTOP, PHONE, expect, expectAccessible, snapshot, test } from '../support/fixtures';
import {
  logIn,
  logOutClearingData,
  loginDialog,
  SMALL_PDF,
  SMALL_PNG,
  submitLogin,
} from '../support/my-account';

test.use({ viewport: DESKTOP });
// Logins hash passwords, axe runs on several states and screenshots are full-page.
test.describe.configure({ timeout: 90_000 });

/** The browser logs a deliberately failed request (a wrong password); only that one. */
function allowFailedRequest(errors: string[], status: string) {
  const expected = `the server responded with a status of ${status}`;
  const index = errors.findIndex((message) => message.includes(expected));
  if (index >= 0) errors.splice(index, 1);
}

test.describe('my account', () => {
  test('profile: opened from the account menu, edited, greeted by the new first name; password changed', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const customer = await createVerifiedCustomer(request);
    const newPassword = 'Molave#Chair2026';
    await page.goto('/');
    await logIn(page, customer);

    await page.getByRole('button', { name: `Hi, ${customer.firstName}` }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const details = page.getByRole('region', { name: 'Personal information' });
    await expect(details.getByText(customer.email)).toBeVisible();
    await expect(details.getByText('+63 917 123 4567')).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'my-account-profile-desktop');

    // Edit: the rules speak in place, then the new name is saved and greets in the header.
    await details.getByRole('button', { name: 'Edit' }).click();
    const firstName = details.getByLabel('First name');
    await firstName.fill('M4ricel');
    await firstName.blur();
    await expect(details.getByText('Only letters are allowed.')).toBeVisible();
    await firstName.fill('Maricel');
    await expectAccessible(page);
    await snapshot(page, 'my-account-profile-edit-desktop');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await expect(details.getByText('Maricel', { exact: true })).toBeVisible();
    const greeting = page.getByRole('banner').getByRole('button', { name: 'Hi, Maricel' });
    await expect(greeting).toBeVisible();
    // Saved on the server: still there after a reload.
    await page.reload();
    await expect(greeting).toBeVisible();
    await expect(details.getByText('Maricel', { exact: true })).toBeVisible();

    // Change password: a wrong current password is answered in place, then the change works.
    const section = page.getByRole('region', { name: 'Change password' });
    const current = section.getByRole('textbox', { name: 'Current password' });
    await current.fill('Wrong#Password1');
    await section.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await section.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
    await section.getByRole('button', { name: 'Change Password' }).click();
    await expect(section.getByText('The current password is not correct.')).toBeVisible();
    allowFailedRequest(consoleErrors, '400 (Bad Request)');
    // Another device signed in with the old password…
    const elsewhere = await request.post('/api/v1/auth/login', {
      data: { email: customer.email, password: customer.password },
    });
    const otherToken = ((await elsewhere.json()) as { data: { token: string } }).data.token;
    await current.fill(customer.password);
    await section.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(current).toHaveValue('');
    // …is signed out at once, while this one stays signed in, across a reload too.
    const stale = await request.get('/api/v1/my-info', {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(stale.status()).toBe(401);
    await page.reload();
    await expect(greeting).toBeVisible();
    await expect(details.getByText('Maricel', { exact: true })).toBeVisible();

    // The old password no longer opens the account; the new one does.
    await logOutClearingData(page, 'Maricel');
    const dialog = await submitLogin(page, customer.email, customer.password);
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email and/or password.');
    allowFailedRequest(consoleErrors, '401 (Unauthorized)');
    await logIn(page, customer, newPassword);
    await expect(greeting).toBeVisible();
    await expect(loginDialog(page)).toBeHidden();
  });

  test('documents: upload a PNG, see it listed and view it, delete it after Yes', async ({
    page,
    request,
  }) => {
    const customer = await createVerifiedCustomer(request);
    await page.goto('/');
    await logIn(page, customer);
    await page.goto('/my-account?id=documents');
    const panel = page.getByRole('tabpanel', { name: 'Documents' });
    await expect(panel.getByText('You have no identity documents on file yet.')).toBeVisible();
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'Upload a document' }).click();
    const form = panel.getByRole('form', { name: 'Upload a document' });
    await form.getByLabel('Document type').selectOption('passport');
    await form.getByLabel('Document number').fill('p1234567a');
    await form.getByLabel('Expiry date').fill('2031-05-20');
    await form.locator('input[name="front"]').setInputFiles({
      name: 'passport-front.png',
      mimeType: 'image/png',
      buffer: SMALL_PNG,
    });
    await expect(form.getByRole('img', { name: 'Preview of the front image' })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'my-account-documents-upload-desktop');
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Your document has been uploaded.')).toBeVisible();

    const item = panel.getByRole('listitem').filter({ hasText: 'Passport' });
    await expect(item).toContainText('567A');
    await expect(item).not.toContainText('P1234567A');
    await expect(item).toContainText('Expires May 20, 2031');
    await expectAccessible(page);
    await snapshot(page, 'my-account-documents-desktop');

    // View: the owner-only file is fetched with the token and drawn in the dialog.
    await item.getByRole('button', { name: 'View Passport ending in 567A' }).click();
    const viewer = page.getByRole('dialog', { name: 'Passport ending in 567A' });
    const image = viewer.getByRole('img', { name: 'Front of the Passport' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBe(64);
    await expectAccessible(page);
    await snapshot(page, 'my-account-documents-viewer-desktop');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    // The file is served to its owner only: without the token it is refused.
    const fileUrl = await page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('token') ?? '{}') as { token: string };
      const response = await fetch('/api/v1/my-info/documents', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { data: { files: { url: string }[] }[] };
      return body.data[0]!.files[0]!.url;
    });
    expect((await request.get(fileUrl)).status()).toBe(401);

    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await snapshot(page, 'my-account-documents-phone');
    await page.setViewportSize(DESKTOP);

    // Delete asks first: No keeps it, Yes removes it.
    await item.getByRole('button', { name: 'Delete Passport ending in 567A' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this document?' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: 'Delete Passport ending in 567A' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Your document has been deleted.')).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(panel.getByText('You have no identity documents on file yet.')).toBeVisible();
  });

  test('documents: a PDF upload opens in a new tab from the viewer', async ({
    page,
    context,
    request,
  }) => {
    const customer = await createVerifiedCustomer(request);
    await page.goto('/');
    await logIn(page, customer);
    await page.goto('/my-account?id=documents');
    await page.getByRole('button', { name: 'Upload a document' }).click();
    const form = page.getByRole('form', { name: 'Upload a document' });
    await form.getByLabel('Document type').selectOption('umid');
    await form.getByLabel('Document number').fill('0111-2222333-4');
    await form.getByRole('radio', { name: 'One PDF file' }).check();
    await form.locator('input[name="pdf"]').setInputFiles({
      name: 'umid.pdf',
      mimeType: 'application/pdf',
      buffer: SMALL_PDF,
    });
    await expect(form.getByText('umid.pdf')).toBeVisible();
    await form.getByRole('button', { name: 'Upload' }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'UMID' });
    await expect(item).toContainText('No expiry date');

    await item.getByRole('button', { name: 'View UMID ending in 3334' }).click();
    const viewer = page.getByRole('dialog', { name: 'UMID ending in 3334' });
    const popup = context.waitForEvent('page');
    await viewer.getByRole('link', { name: 'Open the PDF' }).click();
    // The private file, fetched with the token, as a blob: URL in Chromium's PDF viewer.
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:http:\/\/127\.0\.0\.1/);
    await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'umid-pdf.pdf',
    );
  });

  test('on a phone: tabs, profile and the upload form fit the screen', async ({
    page,
    request,
  }) => {
    const customer = await createVerifiedCustomer(request);
    await page.goto('/');
    await logIn(page, customer);
    await page.setViewportSize(PHONE);
    await page.goto('/my-account?id=profile');
    await expect(page.getByRole('region', { name: 'Personal information' })).toContainText(
      customer.email,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await expectAccessible(page);
    await snapshot(page, 'my-account-profile-phone');

    await page.getByRole('tab', { name: 'Addresses' }).click();
    await expect(page).toHaveURL(/\/my-account\?id=addresses$/);
    const addresses = page.getByRole('tabpanel', { name: 'Addresses' });
    // The book has loaded (its add button shows) before the picture is taken.
    await expect(addresses.getByRole('button', { name: 'Add a new address' })).toBeVisible();
    await snapshot(page, 'my-account-addresses-phone');

    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/my-account\?id=documents$/);
    await page.getByRole('button', { name: 'Upload a document' }).click();
    const form = page.getByRole('form', { name: 'Upload a document' });
    await form.getByLabel('Document type').selectOption('umid');
    await form.locator('input[name="front"]').setInputFiles({
      name: 'umid-front-with-a-rather-long-file-name.png',
      mimeType: 'image/png',
      buffer: SMALL_PNG,
    });
    await expect(form.getByRole('img', { name: 'Preview of the front image' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await expectAccessible(page);
    await snapshot(page, 'my-account-documents-upload-phone');
  });
});
