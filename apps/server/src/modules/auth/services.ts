import type { FastifyInstance } from 'fastify';
import { createAccountMails } from './account-mails';
import { createEmailTokensRepository } from './email-tokens-repository';
import { createLoginService } from './login-service';
import { createOneTimeCodeService } from './one-time-code-service';
import { createPasswordHasher } from './passwords';
import { createPasswordService } from './password-service';
import { createRefreshTokensRepository } from './refresh-tokens-repository';
import { createSessions } from './sessions';
import { createSignInsRepository } from './sign-ins-repository';
import { createSignUpService } from './sign-up-service';
import { createFacebookVerifier } from './social/facebook';
import { createGoogleVerifier } from './social/google';
import { createSocialService } from './social-service';
import { createUserService } from './user-service';
import { createUsersRepository } from './users-repository';

/** Wires the auth module's repositories and services to the app's database, mailer and clock. */
export function createAuthServices(app: FastifyInstance) {
  const { config } = app;
  const db = app.database.db;
  const now = () => app.clock.now();
  const projectId = config.projectId;
  const users = createUsersRepository(db);
  const emailTokens = createEmailTokensRepository(db);
  const refreshTokens = createRefreshTokensRepository(db);
  const passwords = createPasswordHasher();
  const mails = createAccountMails({ mailer: app.mailer, publicUrl: config.publicUrl });
  const sessions = createSessions({
    db,
    users,
    refreshTokens,
    signIns: createSignInsRepository(db),
    accessTokens: app.accessTokens,
    staffTtlSeconds: config.auth.staffAccessTokenTtlSeconds,
    now,
  });
  const { google, facebook } = config.auth;

  return {
    sessions,
    login: createLoginService({ projectId, users, passwords, refreshTokens, sessions, now }),
    signUp: createSignUpService({ db, projectId, users, emailTokens, passwords, mails, now }),
    passwords: createPasswordService({
      db,
      projectId,
      users,
      emailTokens,
      refreshTokens,
      sessionVersions: app.sessionVersions,
      passwords,
      mails,
      now,
    }),
    oneTimeCodes: createOneTimeCodeService({
      db,
      projectId,
      users,
      emailTokens,
      sessions,
      mails,
      now,
    }),
    social: createSocialService({ projectId, users, refreshTokens, sessions, mails, now }),
    users: createUserService({
      users,
      refreshTokens,
      sessionVersions: app.sessionVersions,
      sessions,
      passwords,
      now,
    }),
    google: google ? createGoogleVerifier({ ...google, now }) : null,
    facebook: facebook ? createFacebookVerifier(facebook) : null,
  };
}

export type AuthServices = ReturnType<typeof createAuthServices>;
