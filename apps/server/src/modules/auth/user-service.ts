import { HttpError } from '../../errors';
import { CURRENT_PASSWORD_WRONG, SESSION_EXPIRED } from './messages';
import type { PasswordHasher } from './passwords';
import type { RefreshTokensRepository } from './refresh-tokens-repository';
import type { ProfileUpdateInput } from './schemas';
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
    ): Promise<Profile> {
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
      if (patch.passwordHash) {
        await deps.refreshTokens.revokeAll(user.id, deps.now(), currentDeviceId);
      }
      return presentProfile(updated);
    },

    async changePassword(
      userId: string,
      input: { currentPassword: string; newPassword: string },
      currentDeviceId?: string,
    ): Promise<{ email: string }> {
      const user = await load(userId);
      await users.update(
        user.id,
        await passwordPatch(user, input.currentPassword, input.newPassword),
      );
      await deps.refreshTokens.revokeAll(user.id, deps.now(), currentDeviceId);
      return { email: user.email };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
