import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createPasswordHasher } from './passwords';
import { createUsersRepository } from './users-repository';

/** The demo customer of a development or test shop (README, OPERATOR_EMAIL row). */
export const DEMO_CUSTOMER = {
  email: 'juan.delacruz@example.ph',
  password: 'Mabuhay#2024',
  firstName: 'Juan',
  lastName: 'Dela Cruz',
  mobile: '9171234567',
} as const;

interface Credentials {
  email: string;
  password: string;
}

export interface AccountSeed {
  /** OPERATOR_EMAIL / OPERATOR_PASSWORD, when both are set: a `staff` account. */
  operator: Credentials | null;
  /** ADMIN_EMAIL / ADMIN_PASSWORD: the first admin, only while the shop has none. */
  admin?: Credentials | null;
  /** Never in production: its password is published. */
  demoCustomer: boolean;
}

export function accountSeedFromConfig(config: AppConfig): AccountSeed {
  return {
    operator: config.auth.operator,
    admin: config.auth.admin,
    demoCustomer: config.env !== 'production',
  };
}

/**
 * Creates the seeded accounts that do not exist yet; an existing account (and a password
 * changed since) is left alone. Runs at every seeding, so an operator configured later appears.
 * The admin is seeded only when the shop has no admin at all: once the owner exists, staff
 * accounts are managed in the console, and a stale ADMIN_EMAIL cannot bring back a second owner.
 */
export async function seedAccounts(
  db: Database,
  projectId: string,
  seed: AccountSeed,
): Promise<void> {
  const users = createUsersRepository(db);
  const passwords = createPasswordHasher();
  const now = new Date();
  // Runs at every start: skip the argon2 work for accounts that are already there.
  const missing = async (email: string) => !(await users.findByEmail(projectId, email));
  if (seed.admin && !(await users.hasAdmin(projectId)) && (await missing(seed.admin.email))) {
    await users.create({
      projectId,
      email: seed.admin.email,
      passwordHash: await passwords.hash(seed.admin.password),
      passwordChangedAt: now,
      firstName: 'Shop',
      lastName: 'Owner',
      roleName: 'admin',
      emailVerifiedAt: now,
    });
  }
  if (seed.operator && (await missing(seed.operator.email))) {
    await users.create({
      projectId,
      email: seed.operator.email,
      passwordHash: await passwords.hash(seed.operator.password),
      passwordChangedAt: now,
      firstName: 'Shop',
      lastName: 'Operator',
      roleName: 'staff',
      emailVerifiedAt: now,
    });
  }
  if (seed.demoCustomer && (await missing(DEMO_CUSTOMER.email))) {
    await users.create({
      projectId,
      email: DEMO_CUSTOMER.email,
      passwordHash: await passwords.hash(DEMO_CUSTOMER.password),
      passwordChangedAt: now,
      firstName: DEMO_CUSTOMER.firstName,
      lastName: DEMO_CUSTOMER.lastName,
      mobile: DEMO_CUSTOMER.mobile,
      roleName: 'customer',
      emailVerifiedAt: now,
      privacyAcceptedAt: now,
      termsAcceptedAt: now,
    });
  }
}
