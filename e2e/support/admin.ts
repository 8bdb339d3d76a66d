import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The seeded first admin (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'owner@casafilipina.ph',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Owner#Console2026',
};

export const TABLET = { width: 768, height: 1024 };

/** Someone to invite, with an address nobody else uses. */
export function newStaffMember() {
  const id = randomUUID().slice(0, 8);
  return {
    firstName: 'Liza',
    lastName: 'Soberano',
    email: `liza.${id}@casafilipina.ph`,
    password: 'Kamagong#Desk2026',
  };
}

/** Signs in on the console's own sign-in screen; the caller checks the outcome. */
export async function consoleSignIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Console sign-in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: false }).first().fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The console's left navigation. */
export const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

export async function expectConsoleHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
