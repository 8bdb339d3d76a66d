import type { CustomerListQuery } from '@shop/shared/admin/customers';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { favorites, users } from '../../../db/schema/index';
import { containsPattern } from '../../../lib/like-pattern';
import { offsetOf } from '../../../lib/pagination';
import type { Executor } from '../../auth/index';

/** What the console reads of a customer: never the password hash, a token or a provider secret. */
const customerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  mobile: users.mobile,
  emailVerifiedAt: users.emailVerifiedAt,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean),
  hasGoogle: sql<boolean>`${users.googleSubject} is not null`.mapWith(Boolean),
  hasFacebook: sql<boolean>`${users.facebookUserId} is not null`.mapWith(Boolean),
  lastLoginAt: users.lastLoginAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

export interface CustomerAccountRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  emailVerifiedAt: Date | null;
  hasPassword: boolean;
  hasGoogle: boolean;
  hasFacebook: boolean;
  lastLoginAt: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
}

/** Exactly the expression of the trigram index `users_search_trgm_idx` (migration 0015). */
const searchable = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || coalesce(${users.mobile}, ''))`;

const sortColumns = {
  name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  email: [users.email],
  createdAt: [users.createdAt],
  lastLoginAt: [users.lastLoginAt],
} as const;

/** The ways a search can be meant: as typed, and as a mobile number in national form. */
export interface CustomerSearch {
  text?: string;
  mobile?: string;
}

/** Customer accounts: the rows of `users` whose role is `customer`. */
export function createCustomersRepository(db: Database, projectId: string) {
  const isCustomer = and(eq(users.projectId, projectId), eq(users.roleName, 'customer'));

  function matching(search: CustomerSearch): SQL | undefined {
    const needles = [...new Set([search.text, search.mobile])].filter(
      (needle): needle is string => !!needle,
    );
    if (needles.length === 0) return isCustomer;
    return and(
      isCustomer,
      or(...needles.map((needle) => sql`${searchable} ilike ${containsPattern(needle)}`)),
    );
  }

  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async list(query: Omit<CustomerListQuery, 'search'>, search: CustomerSearch) {
      const where = matching(search);
      const order = sortColumns[query.sort].map((column) =>
        // Never-signed-in customers sort after the others whichever way.
        query.sort === 'lastLoginAt'
          ? sql`${column} ${sql.raw(query.order)} nulls last`
          : (query.order === 'desc' ? desc : asc)(column),
      );
      const [rows, total] = await Promise.all([
        db
          .select(customerColumns)
          .from(users)
          .where(where)
          .orderBy(...order, asc(users.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.$count(users, where),
      ]);
      return { rows: rows as CustomerAccountRow[], total };
    },

    /** Every matching customer, newest first (the CSV export). */
    async all(search: CustomerSearch): Promise<CustomerAccountRow[]> {
      const rows = await db
        .select(customerColumns)
        .from(users)
        .where(matching(search))
        .orderBy(desc(users.createdAt), asc(users.id));
      return rows as CustomerAccountRow[];
    },

    /** A customer by id; undefined for staff accounts and unknown ids. */
    async find(id: string, tx: Executor = db): Promise<CustomerAccountRow | undefined> {
      const [row] = await tx
        .select(customerColumns)
        .from(users)
        .where(and(isCustomer, eq(users.id, id)));
      return row as CustomerAccountRow | undefined;
    },

    async setDisabledAt(
      id: string,
      disabledAt: Date | null,
      tx: Executor,
    ): Promise<CustomerAccountRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ disabledAt })
        .where(and(isCustomer, eq(users.id, id)))
        .returning(customerColumns);
      return row as CustomerAccountRow | undefined;
    },

    async favoritesCount(userId: string): Promise<number> {
      return db.$count(favorites, eq(favorites.userId, userId));
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
