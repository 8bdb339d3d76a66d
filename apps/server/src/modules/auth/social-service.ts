import { HttpError } from '../../errors';
import type { AccountMails } from './account-mails';
import { PROVIDER_ACCOUNT_MISMATCH } from './messages';
import type { RefreshTokensRepository } from './refresh-tokens-repository';
import type { LoginData, RememberOptions } from './schemas';
import type { Sessions } from './sessions';
import type { SignInClient } from './sign-ins-repository';
import type { ProviderIdentity } from './social/identity';
import type { UserPatch, UserRow, UsersRepository } from './users-repository';

export interface SocialDeps {
  projectId: string;
  users: UsersRepository;
  refreshTokens: RefreshTokensRepository;
  sessions: Sessions;
  mails: AccountMails;
  now: () => Date;
}

const subjectOf = (user: UserRow, provider: ProviderIdentity['provider']) =>
  provider === 'google' ? user.googleSubject : user.facebookUserId;
const linkPatch = (identity: ProviderIdentity): UserPatch =>
  identity.provider === 'google'
    ? { googleSubject: identity.subject }
    : { facebookUserId: identity.subject };

/** Google and Facebook logins: find the customer by provider id or e-mail, or create one. */
export function createSocialService(deps: SocialDeps) {
  const { users } = deps;

  async function link(user: UserRow, identity: ProviderIdentity, now: Date) {
    const linked = subjectOf(user, identity.provider);
    if (linked && linked !== identity.subject) throw new HttpError(409, PROVIDER_ACCOUNT_MISMATCH);
    const patch: UserPatch = { ...linkPatch(identity), lastLoginAt: now };
    if (!user.emailVerifiedAt) {
      // Someone may have signed up with this address without owning it: the provider proves
      // the mailbox, so that stranger's password must not keep working.
      patch.emailVerifiedAt = now;
      patch.passwordHash = null;
      await deps.refreshTokens.revokeAll(user.id, now);
    }
    return (await users.update(user.id, patch)) ?? user;
  }

  async function create(identity: ProviderIdentity, now: Date) {
    const created = await users.create({
      projectId: deps.projectId,
      email: identity.email,
      passwordHash: null,
      firstName: identity.firstName,
      lastName: identity.lastName,
      mobile: null,
      roleName: 'customer',
      emailVerifiedAt: now,
      lastLoginAt: now,
      ...linkPatch(identity),
    });
    if (created) await deps.mails.welcome(created);
    return created;
  }

  return {
    async signIn(
      identity: ProviderIdentity,
      remember: RememberOptions,
      client: SignInClient,
    ): Promise<LoginData> {
      const now = deps.now();
      const signIn = { ...client, method: identity.provider };
      const known = await users.findByProvider(deps.projectId, identity.provider, identity.subject);
      if (known) {
        await users.update(known.id, { lastLoginAt: now });
        return deps.sessions.issue(known, remember, signIn);
      }
      const byEmail = await users.findByEmail(deps.projectId, identity.email);
      let user = byEmail ? await link(byEmail, identity, now) : await create(identity, now);
      // Created by a parallel request between our read and our insert: link to that one.
      if (!user) {
        const raced = await users.findByEmail(deps.projectId, identity.email);
        if (!raced) throw new Error('The account could not be created.');
        user = await link(raced, identity, now);
      }
      return deps.sessions.issue(user, remember, signIn);
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
