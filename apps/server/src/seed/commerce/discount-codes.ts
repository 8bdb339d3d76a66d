import type { DiscountType } from '../../db/schema/commerce';

export interface DiscountCodeSeed {
  code: string;
  description: string;
  type: DiscountType;
  /** Percentage: basis points; fixed: centavos. */
  value: number;
  maxDiscountCentavos: number | null;
  minSpendCentavos: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

/** Two codes that work and one that has expired (for the demo shop and the tests). */
export const DISCOUNT_CODES: readonly DiscountCodeSeed[] = [
  {
    code: 'WELCOME10',
    description: '10% off an order of ₱5,000 or more (up to ₱3,000), once per customer.',
    type: 'percentage',
    value: 1000,
    maxDiscountCentavos: 3_000_00,
    minSpendCentavos: 5_000_00,
    startsAt: new Date('2025-01-01T00:00:00+08:00'),
    endsAt: null,
    usageLimit: 10_000,
    perCustomerLimit: 1,
  },
  {
    code: 'SAVE500',
    description: '₱500 off an order of ₱10,000 or more.',
    type: 'fixed',
    value: 500_00,
    maxDiscountCentavos: null,
    minSpendCentavos: 10_000_00,
    startsAt: new Date('2025-01-01T00:00:00+08:00'),
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: 5,
  },
  {
    code: 'PASKO2024',
    description: '15% off for the 2024 holidays.',
    type: 'percentage',
    value: 1500,
    maxDiscountCentavos: null,
    minSpendCentavos: 3_000_00,
    startsAt: new Date('2024-12-01T00:00:00+08:00'),
    endsAt: new Date('2025-01-07T00:00:00+08:00'),
    usageLimit: null,
    perCustomerLimit: 1,
  },
];
