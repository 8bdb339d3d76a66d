import type { PaymentChannelType } from '@shop/shared';

export interface PaymentChannelDefinition {
  /** The `pmethod` sent to Paygate; Paynamics enables channels per merchant account. */
  paynamicsChannel: string;
  name: string;
  type: PaymentChannelType;
}

export const PAYMENT_CHANNELS: readonly PaymentChannelDefinition[] = [
  { paynamicsChannel: 'cc', name: 'Credit or debit card', type: 'card' },
  { paynamicsChannel: 'gc', name: 'GCash', type: 'ewallet' },
  { paynamicsChannel: 'paymaya', name: 'Maya', type: 'ewallet' },
  { paynamicsChannel: 'bpi_online', name: 'BPI Online', type: 'bank' },
  { paynamicsChannel: 'ubp_online', name: 'UnionBank Online', type: 'bank' },
];

export const findChannel = (code: string | null | undefined) =>
  PAYMENT_CHANNELS.find((channel) => channel.paynamicsChannel === code);
