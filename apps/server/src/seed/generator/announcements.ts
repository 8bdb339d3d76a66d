import { freeDeliveryText } from '../../platform/couriers/free-delivery';
import type { SeedAnnouncement } from './types.js';

export const ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  {
    key: 'free-delivery-metro-manila',
    text: freeDeliveryText(),
    sortOrder: 1,
  },
  {
    key: 'free-assembly',
    text: 'Free assembly service for beds, wardrobes and dining sets — just choose it at checkout.',
    sortOrder: 2,
  },
  {
    key: 'installments',
    text: 'Pay in up to 12 months at 0% interest with participating credit cards on orders over ₱10,000.',
    sortOrder: 3,
  },
];
