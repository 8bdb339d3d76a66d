import type { AddressInput } from '@shop/shared';
import type { Transaction } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema/orders';
import { badRequest, notFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import type { AddressRow, AddressValues, AddressesRepository } from './addresses-repository';
import type { LocationsService } from './locations-service';
import { ADDRESS_NOT_FOUND, REGION_UNKNOWN, cityUnknown, provinceUnknown } from './messages';

/** The address as an order keeps it: what the book says now, without its id or defaults. */
export const addressSnapshot = (row: AddressRow): AddressSnapshot => ({
  label: row.label,
  contactName: row.contactName,
  mobile: row.mobile,
  region: row.region,
  province: row.province,
  city: row.city,
  barangay: row.barangay,
  street: row.street,
  zip: row.zip,
});

export function presentAddress(row: AddressRow) {
  return {
    _id: row.id,
    ...addressSnapshot(row),
    isDefaultShipping: row.isDefaultShipping,
    isDefaultBilling: row.isDefaultBilling,
  };
}

export function createAddressesService(deps: {
  repository: AddressesRepository;
  locations: LocationsService;
}) {
  const { repository, locations } = deps;

  /**
   * Region, province and city must come from the seeded lists (by code or name; stored by
   * name). A province without a seeded city list takes the city as typed.
   */
  async function placed(input: AddressInput): Promise<AddressValues> {
    const region = await locations.region(input.region);
    if (!region) throw badRequest(REGION_UNKNOWN, { region: REGION_UNKNOWN });
    const province = await locations.province(region.code, input.province);
    if (!province) {
      const message = provinceUnknown(region.name);
      throw badRequest(message, { province: message });
    }
    const cities = await locations.citiesOf(province.code);
    let city = input.city;
    if (cities.length > 0) {
      const match = cities.find((place) =>
        [place.code, place.name].some((value) => value.toLowerCase() === input.city.toLowerCase()),
      );
      if (!match) {
        const message = cityUnknown(province.name);
        throw badRequest(message, { city: message });
      }
      city = match.name;
    }
    return { ...input, region: region.name, province: province.name, city };
  }

  /** One default of each kind: setting one clears the other's flag in the same transaction. */
  async function clearOtherDefaults(
    userId: string,
    values: AddressValues,
    id: string | null,
    tx: Transaction,
  ) {
    if (values.isDefaultShipping) await repository.clearDefault(userId, 'shipping', id, tx);
    if (values.isDefaultBilling) await repository.clearDefault(userId, 'billing', id, tx);
  }

  return {
    async list(userId: string) {
      return (await repository.list(userId)).map(presentAddress);
    },

    /** The customer's first address is their default for shipping and billing. */
    async create(userId: string, input: AddressInput) {
      const values = await placed(input);
      const row = await repository.transaction(async (tx) => {
        const existing = await repository.list(userId, tx);
        if (!existing.some((address) => address.isDefaultShipping)) values.isDefaultShipping = true;
        if (!existing.some((address) => address.isDefaultBilling)) values.isDefaultBilling = true;
        await clearOtherDefaults(userId, values, null, tx);
        return repository.insert(userId, values, tx);
      });
      return presentAddress(row);
    },

    async update(userId: string, id: string, input: AddressInput) {
      if (!isUuid(id)) throw notFound(ADDRESS_NOT_FOUND);
      const values = await placed(input);
      const row = await repository.transaction(async (tx) => {
        if (!(await repository.find(userId, id, tx))) return undefined;
        await clearOtherDefaults(userId, values, id, tx);
        return repository.update(userId, id, values, tx);
      });
      if (!row) throw notFound(ADDRESS_NOT_FOUND);
      return presentAddress(row);
    },

    async remove(userId: string, id: string) {
      if (!isUuid(id) || !(await repository.remove(userId, id))) throw notFound(ADDRESS_NOT_FOUND);
      return { _id: id };
    },

    /** One of the caller's addresses, or a 404 (checkout, couriers, pricing). */
    async owned(userId: string, id: string, tx?: Transaction) {
      const row = isUuid(id) ? await repository.find(userId, id, tx) : undefined;
      if (!row) throw notFound(ADDRESS_NOT_FOUND);
      return row;
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
