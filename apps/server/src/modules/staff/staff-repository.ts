import type { StaffListQuery, StaffStatus } from '@shop/shared/admin/staff';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { STAFF_ROLES, type Executor, type StaffRole } from '../auth/index';

/** The columns of a staff account the console reads; never the password hash itself. */
const staffColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roleName: users.roleName,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean),
  disabledAt: users.disabledAt,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

export interface StaffRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roleName: StaffRole;
  hasPassword: boolean;
  disabledAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// An invited account has no password yet; a disabled one is disabled whatever else it has.
const statusExpression = sql<StaffStatus>`case
  when ${users.disabledAt} is not null then 'disabled'
  when ${users.passwordHash} is null then 'invited'
  else 'active' end`;

function statusCondition(status: StaffStatus): SQL | undefined {
  if (status === 'disabled') return isNotNull(users.disabledAt);
  if (status === 'invited') return and(isNull(users.disabledAt), isNull(users.passwordHash));
  return and(isNull(users.disabledAt), isNotNull(users.passwordHash));
}

const sortColumns = {
  name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  email: [users.email],
  role: [users.roleName],
  status: [statusExpression],
  lastLoginAt: [users.lastLoginAt],
  createdAt: [users.createdAt],
} as const;

/** Staff and admin accounts: the rows of `users` whose role is not `customer`. */
export function createStaffRepository(db: Database, projectId: string) {
  const inProject = eq(users.projectId, projectId);
  const isStaff = inArray(users.roleName, [...STAFF_ROLES]);

  return {
    async list(query: StaffListQuery): Promise<{ rows: StaffRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [inProject, isStaff];
      if (query.search) {
        const pattern = likePattern(query.search);
        conditions.push(
          or(
            ilike(users.email, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ),
        );
      }
      if (query.role) conditions.push(eq(users.roleName, query.role));
      if (query.status) conditions.push(statusCondition(query.status));
      const where = and(...conditions);
      const direction = query.order === 'desc' ? desc : asc;
      const order = [...sortColumns[query.sort]].map((column) =>
        // Never-signed-in accounts sort after the others whichever way.
        query.sort === 'lastLoginAt'
          ? sql`${column} ${sql.raw(query.order)} nulls last`
          : direction(column),
      );
      const [rows, total] = await Promise.all([
        db
          .select(staffColumns)
          .from(users)
          .where(where)
          .orderBy(...order, asc(users.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.$count(users, where),
      ]);
      return { rows: rows as StaffRow[], total };
    },

    /** A staff account by id; undefined for customers and unknown ids. */
    async find(id: string, tx: Executor = db): Promise<StaffRow | undefined> {
      const [row] = await tx
        .select(staffColumns)
        .from(users)
        .where(and(inProject, isStaff, eq(users.id, id)));
      return row as StaffRow | undefined;
    },

    /** Any account of the project with this e-mail: a customer's address cannot be invited. */
    async emailTaken(email: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inProject, eq(users.email, email.toLowerCase())));
      return row !== undefined;
    },

    /** Undefined when the e-mail was taken in the meantime. */
    async create(
      input: { email: string; firstName: string; lastName: string; roleName: StaffRole },
      tx: Executor,
    ): Promise<StaffRow | undefined> {
      const [row] = await tx
        .insert(users)
        .values({ projectId, ...input, email: input.email.toLowerCase() })
        .onConflictDoNothing({ target: [users.projectId, users.email] })
        .returning(staffColumns);
      return row as StaffRow | undefined;
    },

    async update(
      id: string,
      patch: { roleName?: StaffRole; disabledAt?: Date | null },
      tx: Executor,
    ): Promise<StaffRow | undefined> {
      const [row] = await tx
        .update(users)
        .set(patch)
        .where(and(inProject, isStaff, eq(users.id, id)))
        .returning(staffColumns);
      return row as StaffRow | undefined;
    },

    /**
     * The ids of the active admins, locked until the transaction ends: two admins demoting or
     * disabling each other at once cannot leave the shop without one.
     */
    async lockActiveAdmins(tx: Executor): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inProject,
            eq(users.roleName, 'admin'),
            isNull(users.disabledAt),
            isNotNull(users.passwordHash),
          ),
        )
        .for('update');
      return rows.map((row) => row.id);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
