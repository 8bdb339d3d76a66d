import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { addresses } from '../../db/schema/index';

type Executor = Database | Transaction;
export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<
  typeof addresses.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

export function createAddressesRepository(db: Database) {
  const findOwned = preparedStatement<{ userId: string; id: string }, AddressRow[]>(
    db,
    'address_of_customer',
    (executor) =>
      executor
        .select()
        .from(addresses)
        .where(
          and(
            eq(addresses.userId, sql.placeholder('userId')),
            eq(addresses.id, sql.placeholder('id')),
          ),
        ),
  );

  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** Default shipping address first, then oldest first. */
    list(userId: string, tx: Executor = db) {
      return tx
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefaultShipping), asc(addresses.createdAt), asc(addresses.id));
    },

    async find(userId: string, id: string, tx: Executor = db) {
      const [row] = await findOwned({ userId, id }, tx);
      return row;
    },

    async insert(userId: string, values: AddressValues, tx: Executor = db) {
      const [row] = await tx
        .insert(addresses)
        .values({ ...values, userId })
        .returning();
      if (!row) throw new Error('The address was not written');
      return row;
    },

    async update(userId: string, id: string, values: AddressValues, tx: Executor = db) {
      const [row] = await tx
        .update(addresses)
        .set(values)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning();
      return row;
    },

    async remove(userId: string, id: string, tx: Executor = db) {
      const rows = await tx
        .delete(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    /** Before another address becomes the default of a kind (the unique index allows one). */
    async clearDefault(
      userId: string,
      kind: 'shipping' | 'billing',
      exceptId: string | null,
      tx: Executor = db,
    ) {
      const column = kind === 'shipping' ? addresses.isDefaultShipping : addresses.isDefaultBilling;
      const patch =
        kind === 'shipping' ? { isDefaultShipping: false } : { isDefaultBilling: false };
      await tx
        .update(addresses)
        .set(patch)
        .where(
          and(
            eq(addresses.userId, userId),
            eq(column, true),
            ...(exceptId ? [ne(addresses.id, exceptId)] : []),
          ),
        );
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
