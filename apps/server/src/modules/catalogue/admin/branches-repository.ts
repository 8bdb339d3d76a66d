import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { branches, variantStock } from '../../../db/schema/index';

type Executor = Database | Transaction;

export type BranchRow = typeof branches.$inferSelect;
export type BranchValues = Omit<
  typeof branches.$inferInsert,
  'id' | 'projectId' | 'tenantId' | 'createdAt' | 'updatedAt'
>;

/** The shop's branches as the console edits them. */
export function createAdminBranchesRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    list(projectId: string, tx: Executor = db) {
      return tx
        .select()
        .from(branches)
        .where(eq(branches.projectId, projectId))
        .orderBy(asc(branches.name));
    },

    async find(projectId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(branches)
        .where(and(eq(branches.projectId, projectId), eq(branches.id, id)));
      return row;
    },

    /** Another branch already using the code or friendly URL. */
    async clash(
      projectId: string,
      field: 'code' | 'friendlyUrl',
      value: string,
      exceptId: string | null,
      tx: Executor = db,
    ) {
      const [row] = await tx
        .select({ id: branches.id })
        .from(branches)
        .where(
          and(
            eq(branches.projectId, projectId),
            eq(branches[field], value),
            exceptId ? ne(branches.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(projectId: string, values: BranchValues, tx: Transaction) {
      const [row] = await tx
        .insert(branches)
        .values({ projectId, ...values })
        .returning();
      return row!;
    },

    async update(id: string, values: BranchValues, tx: Transaction) {
      const [row] = await tx
        .update(branches)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(branches.id, id))
        .returning();
      return row!;
    },

    /** Makes `id` the only default branch. */
    async clearOtherDefaults(projectId: string, id: string, tx: Transaction) {
      await tx
        .update(branches)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(
          and(eq(branches.projectId, projectId), ne(branches.id, id), eq(branches.isDefault, true)),
        );
    },

    async holdsStock(id: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: variantStock.branchId })
        .from(variantStock)
        .where(eq(variantStock.branchId, id))
        .limit(1);
      return row !== undefined;
    },

    async remove(id: string, tx: Transaction) {
      await tx.delete(branches).where(eq(branches.id, id));
    },
  };
}

export type AdminBranchesRepository = ReturnType<typeof createAdminBranchesRepository>;
