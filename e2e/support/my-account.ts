import type { Page } from '@playwright/test';
import type { TestCustomer } from './accounts';
import { expect } from './fixtures';

/** A real 64×40 PNG (the server checks a file's bytes, not its name). */
export const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAARElEQVR42u3PMQ0AMAgAMOTgYBI4cY2ueeAjaVIDjck8LQQEBAQEBAQEBAQEBAQEloFXfZqAgICAgICAgICAgICAwNIHIa9viDcBGpYAAAAASUVORK5CYII=',
  'base64',
);

/** A one-page PDF (blank, 200×200 pt): the server checks for the %PDF- signature. */
export const SMALL_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** The login modal: named "Log in" while it asks, "Welcome" once the card shows. */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: /^(Log in|Welcome)$/ });

/** Opens the login modal from the header and fills it in; the caller checks the outcome. */
export async function submitLogin(page: Page, email: string, password: string) {
  const banner = page.getByRole('banner');
  const dialog = loginDialog(page);
  if (!(await dialog.isVisible())) await banner.getByRole('button', { name: 'Login' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.locator('input[name="password"]').press('Enter');
  return dialog;
}

/** Logs in through the modal and closes the success card. */
export async function logIn(page: Page, customer: TestCustomer, password = customer.password) {
  const dialog = await submitLogin(page, customer.email, password);
  await expect(dialog.getByText('Successfully Logged In!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to Home' }).click();
  await expect(dialog).toBeHidden();
}

/** Logs out from the account menu, forgetting this device ("Logout and Clear Data"). */
export async function logOutClearingData(page: Page, firstName: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Hi, ${firstName}` })
    .click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  const question = page.getByRole('dialog', {
    name: 'Do you want to stay logged in for next time?',
  });
  await question.getByRole('button', { name: 'Logout and Clear Data' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
}
