import { formatPeso, fromCentavos, type PaymentMethod } from '@shop/shared';
import { PAYMENT_CHANNELS } from './channels';

/** Cash on delivery (at the branch, for pickup), and online payment when a gateway is set up. */
export function paymentMethods(options: {
  codMaxCentavos: number;
  onlineAvailable: boolean;
}): PaymentMethod[] {
  const cod: PaymentMethod = {
    code: 'cod',
    name: 'Cash on Delivery',
    description: `Pay in cash when your order arrives (orders up to ${formatPeso(fromCentavos(options.codMaxCentavos))}); for pickup, pay at the branch.`,
    max_amount: fromCentavos(options.codMaxCentavos),
    available_for: ['delivery', 'pickup'],
    channels: [],
  };
  if (!options.onlineAvailable) return [cod];
  return [
    cod,
    {
      code: 'online',
      name: 'Online Payment',
      description: 'Pay now by card, GCash, Maya or online banking through Paynamics.',
      max_amount: null,
      available_for: ['delivery', 'pickup'],
      channels: PAYMENT_CHANNELS.map((channel) => ({ ...channel })),
    },
  ];
}
