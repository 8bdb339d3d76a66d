// The auth module's public face: sign-up, login, sessions and passwords (routes and services),
// what the bearer guard needs to check a token, and the seeded accounts.
import type { Database } from '../../db/client';
import {
  createSessionVersions,
  type SharedSessionVersions,
} from '../../platform/auth/session-versions';
import { createRefreshTokensRepository } from './refresh-tokens-repository';
import { createSignInsRepository } from './sign-ins-repository';
import { createUsersRepository } from './users-repository';

/**
 * The per-request session-version check the bearer guard runs (docs/decisions/008); with
 * `shared` (Redis, docs/decisions/032) a revocation holds on every node at once.
 */
export function createSessionVersionCheck(
  db: Database,
  shared?: { versions: SharedSessionVersions; onFailure: (error: unknown) => void },
) {
  return createSessionVersions({
    users: createUsersRepository(db),
    shared: shared?.versions,
    onSharedFailure: shared?.onFailure,
  });
}

/** The account as it is now (role, disabled, session version): staff writes check it. */
export function createAccountAccessCheck(db: Database) {
  const users = createUsersRepository(db);
  return { accessState: (userId: string) => users.accessState(userId) };
}
export type AccountAccessCheck = ReturnType<typeof createAccountAccessCheck>;

/** What the console shows of an account's sessions: its sign-ins and remembered devices. */
export function createSignInHistory(db: Database) {
  const signIns = createSignInsRepository(db);
  const refreshTokens = createRefreshTokensRepository(db);
  return {
    recent: (userId: string, limit: number) => signIns.recent(userId, limit),
    rememberedDevices: (userId: string, now: Date) => refreshTokens.rememberedDevices(userId, now),
  };
}
export type SignInHistory = ReturnType<typeof createSignInHistory>;

export { authRoutes } from './routes';
export { createAuthServices, type AuthServices } from './services';
export { profileResponseSchema, profileUpdateBodySchema } from './schemas';
export {
  accountSeedFromConfig,
  DEMO_CUSTOMER,
  seedAccounts,
  type AccountSeed,
} from './seed-accounts';
export { isStaffRole, STAFF_ROLES, type RoleName, type StaffRole } from '../../platform/auth/roles';
export { createSetPasswordLinks, type SetPasswordLinks } from './set-password-links';
export type { Executor } from './executor';
export type { SignInMethod } from './sign-ins-repository';
