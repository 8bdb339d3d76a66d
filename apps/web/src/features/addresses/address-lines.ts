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

/** '+63 917 123 4567' from the national form the API keeps (9171234567). */
export function formatMobile(mobile: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(mobile);
  return match ? `+63 ${match[1]} ${match[2]} ${match[3]}` : mobile;
}
