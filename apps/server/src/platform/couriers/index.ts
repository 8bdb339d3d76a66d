import { createGatewayCourierProvider } from './gateway-provider';
import type { CourierProvider } from './provider';
import { createTableCourierProvider } from './table-provider';

export * from './provider';
export * from './free-delivery';
export * from './assembly';
export { COURIER_RATES } from './rate-table';

/** COURIER_GATEWAY_URL picks the external gateway; otherwise the built-in table rates parcels. */
export function createCourierProvider(options: {
  gatewayUrl: string | undefined;
}): CourierProvider {
  return options.gatewayUrl
    ? createGatewayCourierProvider({ url: options.gatewayUrl })
    : createTableCourierProvider();
}
