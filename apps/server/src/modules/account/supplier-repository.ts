import type { Database } from '../../db/client';
import { supplierInquiries } from '../../db/schema/index';

export type NewSupplierInquiry = Omit<
  typeof supplierInquiries.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

export function createSupplierRepository(db: Database) {
  return {
    async create(inquiry: NewSupplierInquiry): Promise<{ id: string }> {
      const [row] = await db
        .insert(supplierInquiries)
        .values(inquiry)
        .returning({ id: supplierInquiries.id });
      if (!row) throw new Error('The supplier inquiry was not stored.');
      return row;
    },
  };
}

export type SupplierRepository = ReturnType<typeof createSupplierRepository>;
