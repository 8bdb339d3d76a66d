import type { Address } from '@shop/shared/address';

type Place = Pick<Address, 'street' | 'barangay' | 'city' | 'province' | 'zip'>;

/** As a Philippine address is written: street; barangay, city; province and ZIP code. */
export function addressLines(address: Place): string[] {
  return [
    address.street,
    `${address.barangay}, ${address.city}`,
    `${address.province} ${address.zip}`,
  ];
}
