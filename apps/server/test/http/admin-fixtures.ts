import { seedAccounts } from '../../src/modules/auth/seed-accounts';
import type { TestApp } from '../app';
import { TEST_PROJECT_ID } from '../database';
import {
  bearer,
  createAuthTestApp,
  expectStatus,
  get,
  login,
  mailedToken,
  post,
  put,
  PUBLIC_URL,
  signedInCustomer,
} from './auth-fixtures';

/** The first admin of the console tests (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'owner@casafilipina.ph', password: 'Owner#Admin2024' };
/** The former operator: a `staff` account seeded from OPERATOR_EMAIL / OPERATOR_PASSWORD. */
export const STAFF = { email: 'operator@casafilipina.ph', password: 'Operator#2024' };
export const STAFF_PASSWORD = 'Kamagong#Desk7';

export interface Caller {
  id: string;
  email: string;
  token: string;
  headers: Record<string, string>;
}

export async function createAdminTestApp(): Promise<TestApp> {
  const t = await createAuthTestApp();
  await seedAccounts(t.database.db, TEST_PROJECT_ID, {
    operator: STAFF,
    admin: ADMIN,
    demoCustomer: false,
  });
  return t;
}

export async function signIn(t: TestApp, email: string, password: string): Promise<Caller> {
  const data = expectStatus(await login(t, email, password), 200).data;
  const me = expectStatus(await get(t, '/api/v1/admin/me', bearer(data.token)), 200).data;
  return { id: me.id, email, token: data.token, headers: bearer(data.token) };
}

/** Admin, staff and a customer, each signed in. */
export async function callers(t: TestApp) {
  const admin = await signIn(t, ADMIN.email, ADMIN.password);
  const staff = await signIn(t, STAFF.email, STAFF.password);
  const customer = await signedInCustomer(t);
  return { admin, staff, customer: { ...customer, id: '' } };
}

let invited = 0;
export function inviteBody(overrides: Record<string, unknown> = {}) {
  invited += 1;
  return {
    firstName: 'Liza',
    lastName: 'Soberano',
    email: `liza.${invited}.${Date.now().toString(36)}@casafilipina.ph`,
    role: 'staff',
    ...overrides,
  };
}

/** Invites an account, opens the mailed link and sets its password: a staff member who can sign in. */
export async function inviteAndActivate(
  t: TestApp,
  admin: Caller,
  overrides: Record<string, unknown> = {},
): Promise<Caller & { member: Record<string, unknown> }> {
  const body = inviteBody(overrides);
  const member = expectStatus(await post(t, '/api/v1/admin/staff', body, admin.headers), 201).data;
  const token = await mailedToken(t, body.email, 'change-password');
  expectStatus(
    await put(t, '/api/v1/auth/reset-password', {
      token,
      password: STAFF_PASSWORD,
      confirmPassword: STAFF_PASSWORD,
    }),
    200,
  );
  return { ...(await signIn(t, body.email, STAFF_PASSWORD)), member };
}

export { PUBLIC_URL };
