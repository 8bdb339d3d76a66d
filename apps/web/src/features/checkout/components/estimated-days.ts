import type { CourierOption } from '@shop/shared/checkout';

/** 'Arrives in 3–5 working days' (or 'in 1 working day'). */
export const estimatedDaysText = ({ min, max }: CourierOption['estimated_days']) =>
  min === max
    ? `Arrives in ${min} working day${min === 1 ? '' : 's'}`
    : `Arrives in ${min}–${max} working days`;
