import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type RoleName } from '../../db/schema/index';
import type { Executor } from './executor';

export type { RoleName };
export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'mobile'
    | 'passwordHash'
    | 'passwordChangedAt'
    | 'emailVerifiedAt'
    | 'failedLoginCount'
    | 'lockedUntil'
    | 'lastLoginAt'
    | 'googleSubject'
    | 'facebookUserId'
  >
>;
export type Provider = 'google' | 'facebook';

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(projectId: string, email: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.projectId, projectId), eq(users.email, email.toLowerCase())));
      return row;
    },

    async findByProvider(projectId: string, provider: Provider, subject: string) {
      const column = provider === 'google' ? users.googleSubject : users.facebookUserId;
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.projectId, projectId), eq(column, subject)));
      return row;
    },

    /** Undefined when the e-mail is already taken in the project. */
    async create(user: NewUser, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .insert(users)
        .values({ ...user, email: user.email.toLowerCase() })
        .onConflictDoNothing({ target: [users.projectId, users.email] })
        .returning();
      return row;
    },

    async update(id: string, patch: UserPatch, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
      return row;
    },

    async hasAdmin(projectId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.projectId, projectId), eq(users.roleName, 'admin')))
        .limit(1);
      return row !== undefined;
    },

    /** What a staff write re-reads straight from the database (docs/decisions/012). */
    async accessState(id: string) {
      const [row] = await db
        .select({
          sessionVersion: users.sessionVersion,
          roleName: users.roleName,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async sessionVersion(id: string): Promise<number | undefined> {
      const [row] = await db
        .select({ version: users.sessionVersion })
        .from(users)
        .where(eq(users.id, id));
      return row?.version;
    },

    /** Ends every access token issued so far; returns the new version. */
    async bumpSessionVersion(id: string): Promise<number | undefined> {
      const [row] = await db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, id))
        .returning({ version: users.sessionVersion });
      return row?.version;
    },

    /** Counts a failed login in one statement (two at once both count); returns the new count. */
    async countFailedLogin(id: string): Promise<number> {
      const [row] = await db
        .update(users)
        .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
        .where(eq(users.id, id))
        .returning({ count: users.failedLoginCount });
      return row?.count ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
