import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { waitForMails } from './content';

export interface TestCustomer {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
}

/** A customer nobody else uses (the e2e server runs in production mode: no demo account). */
export function newCustomer(overrides: Partial<TestCustomer> = {}): TestCustomer {
  const id = randomUUID().slice(0, 8);
  return {
    firstName: 'Andrea',
    lastName: 'Villanueva',
    email: `andrea.${id}@example.ph`,
    mobile: '9171234567',
    password: 'Narra#Table2025',
    ...overrides,
  };
}

/** Mails are stored as sent: undo quoted-printable soft breaks and escapes before reading. */
function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** The token of the first link to `/<prefix>/<token>` in the newest mail to `email`. */
export async function linkTokenFromMail(email: string, prefix: 'verify' | 'change-password') {
  const [mail] = await waitForMails([email, `/${prefix}/`], 1);
  const text = decodeMail(mail!.raw);
  const match = new RegExp(`/${prefix}/([A-Za-z0-9_.~-]+)`).exec(text);
  expect(match, `a /${prefix}/ link in the mail to ${email}`).not.toBeNull();
  return match![1]!;
}

/** Signs a customer up and verifies the account through the API (a setup step, not the UI). */
export async function createVerifiedCustomer(request: APIRequestContext, customer = newCustomer()) {
  const response = await request.post('/api/v1/auth/sign-up', {
    data: { ...customer, confirmPassword: customer.password, privacy: true, agree: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  const token = await linkTokenFromMail(customer.email, 'verify');
  const verified = await request.post('/api/v1/auth/verify-sign-up-token', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return customer;
}
