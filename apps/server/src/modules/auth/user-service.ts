import { HttpError } from '../../errors';
import { SESSION_EXPIRED } from '../../platform/auth/messages';
import { CURRENT_PASSWORD_WRONG } from './messages';
import type { PasswordHasher } from './passwords';
import type { RefreshTokensRepository } from './refresh-tokens-repository';
import type { ProfileUpdateInput } from './schemas';
import type { SessionVersions } from '../../platform/auth/session-versions';
import type { Sessions } from './sessions';
import type { UserPatch, UserRow, UsersRepository } from './users-repository';

export interface Profile {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  roleName: string;
  projectId: string;
  emailVerified: boolean;
}

export interface UserServiceDeps {
  users: UsersRepository;
  refreshTokens: RefreshTokensRepository;
  sessionVersions: Pick<SessionVersions, 'revokeAll'>;
  sessions: Pick<Sessions, 'accessData'>;
  passwords: PasswordHasher;
  now: () => Date;
}

const presentProfile = (user: UserRow): Profile => ({
  _id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  mobile: user.mobile,
  roleName: user.roleName,
  projectId: user.projectId,
  emailVerified: user.emailVerifiedAt !== null,
});

const wrongPassword = () =>
  new HttpError(400, CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });

/** The signed-in customer's own account; the account module reaches users only through here. */
export function createUserService(deps: UserServiceDeps) {
  const { users } = deps;

  /** A valid token of an account that is gone is a session that has ended. */
  async function load(userId: string): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user) throw new HttpError(401, SESSION_EXPIRED);
    return user;
  }

  async function passwordPatch(
    user: UserRow,
    currentPassword: string,
    newPassword: string,
  ): Promise<UserPatch> {
    const matches =
      user.passwordHash !== null &&
      (await deps.passwords.verify(user.passwordHash, currentPassword));
    if (!matches) throw wrongPassword();
    return { passwordHash: await deps.passwords.hash(newPassword), passwordChangedAt: deps.now() };
  }

  /**
   * After the password changed: every other device's access and refresh tokens stop working;
   * the caller's device keeps its refresh token and gets a new access token.
   */
  async function endOtherSessions(user: UserRow, currentDeviceId?: string): Promise<string> {
    await deps.refreshTokens.revokeAll(user.id, deps.now(), currentDeviceId);
    const sessionVersion = await deps.sessionVersions.revokeAll(user.id);
    const continued = { ...user, sessionVersion: sessionVersion ?? user.sessionVersion };
    return (await deps.sessions.accessData(continued, currentDeviceId)).token;
  }

  return {
    async profile(userId: string): Promise<Profile> {
      return presentProfile(await load(userId));
    },

    /**
     * Changes names and mobile; a new password needs the current one and ends the other
     * remembered devices (the one asking keeps its session).
     */
    async updateProfile(
      userId: string,
      input: ProfileUpdateInput,
      currentDeviceId?: string,
    ): Promise<Profile & { token?: string }> {
      const user = await load(userId);
      const patch: UserPatch = {};
      if (input.firstName !== undefined) patch.firstName = input.firstName;
      if (input.lastName !== undefined) patch.lastName = input.lastName;
      if (input.mobile !== undefined) patch.mobile = input.mobile;
      if (input.newPassword !== undefined) {
        Object.assign(
          patch,
          await passwordPatch(user, input.currentPassword ?? '', input.newPassword),
        );
      }
      if (Object.keys(patch).length === 0) return presentProfile(user);
      const updated = (await users.update(user.id, patch)) ?? user;
      if (!patch.passwordHash) return presentProfile(updated);
      return {
        ...presentProfile(updated),
        token: await endOtherSessions(updated, currentDeviceId),
      };
    },

    async changePassword(
      userId: string,
      input: { currentPassword: string; newPassword: string },
      currentDeviceId?: string,
    ): Promise<{ email: string; token: string }> {
      const user = await load(userId);
      await users.update(
        user.id,
        await passwordPatch(user, input.currentPassword, input.newPassword),
      );
      return { email: user.email, token: await endOtherSessions(user, currentDeviceId) };
    },

    /** "Sign out everywhere": every access and refresh token of the account stops working. */
    async signOutEverywhere(userId: string): Promise<{ email: string }> {
      const user = await load(userId);
      await deps.refreshTokens.revokeAll(user.id, deps.now());
      await deps.sessionVersions.revokeAll(user.id);
      return { email: user.email };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
