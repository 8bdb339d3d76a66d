import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { discountCodes } from '../../db/schema/index';

type Executor = Database | Transaction;

export interface PersonalCodeInput {
  customerId: string;
  /** What the code takes off, in centavos (a fixed amount). */
  valueCentavos: number;
  /** The code reads PREFIX-XXXXXX. */
  prefix: string;
  description: string;
  endsAt: Date;
  /** Carried into the notes of the delivery order that uses the code. */
  orderNote: string | null;
}

export interface PersonalCode {
  id: string;
  code: string;
  endsAt: Date;
  used: boolean;
  active: boolean;
}

// No 0/O or 1/I: a code read aloud to an agent must not be mistyped.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const suffix = () =>
  Array.from(randomBytes(6), (byte) => ALPHABET[byte % ALPHABET.length]).join('');

const present = (row: typeof discountCodes.$inferSelect): PersonalCode => ({
  id: row.id,
  code: row.code,
  endsAt: row.endsAt ?? new Date(0),
  used: row.timesUsed > 0,
  active: row.isActive,
});

/**
 * Personal one-use codes (a trade-in credit) on the same table and checks as every discount
 * code: usable once, by one customer, until endsAt. Other modules issue and void them here.
 */
export function createPersonalCodes(db: Database, projectId: string) {
  return {
    async issue(input: PersonalCodeInput, tx: Executor = db): Promise<PersonalCode> {
      const [row] = await tx
        .insert(discountCodes)
        .values({
          projectId,
          code: `${input.prefix}-${suffix()}`,
          description: input.description,
          type: 'fixed',
          value: input.valueCentavos,
          usageLimit: 1,
          perCustomerLimit: 1,
          customerId: input.customerId,
          orderNote: input.orderNote,
          endsAt: input.endsAt,
        })
        .returning();
      return present(row!);
    },

    async find(id: string, tx: Executor = db): Promise<PersonalCode | undefined> {
      const [row] = await tx
        .select()
        .from(discountCodes)
        .where(and(eq(discountCodes.projectId, projectId), eq(discountCodes.id, id)));
      return row ? present(row) : undefined;
    },

    /** Pauses the code only while no order has used it; false when it was already used. */
    async voidIfUnused(id: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(discountCodes)
        .set({ isActive: false })
        .where(
          and(
            eq(discountCodes.projectId, projectId),
            eq(discountCodes.id, id),
            sql`${discountCodes.timesUsed} = 0`,
          ),
        )
        .returning({ id: discountCodes.id });
      return rows.length === 1;
    },
  };
}

export type PersonalCodes = ReturnType<typeof createPersonalCodes>;
