// The addresses module's public face: the address book, the Philippine location lists and
// their routes. Other modules and the composition root import only from here.
import type { Database } from '../../db/client';
import { createAddressesRepository } from './addresses-repository';
import { createAddressesService } from './addresses-service';
import { createLocationsRepository } from './locations-repository';
import { createLocationsService } from './locations-service';

/** The address book and the location lists it checks addresses against. */
export function createAddressBook(db: Database) {
  const locations = createLocationsService(createLocationsRepository(db));
  const addresses = createAddressesService({
    repository: createAddressesRepository(db),
    locations,
  });
  return { addresses, locations };
}

export { addressesRoutes } from './addresses-routes';
export { addressSnapshot, type AddressesService } from './addresses-service';
export type { LocationsService, Place, RegionPlace } from './locations-service';
/** A saved address as the service hands it to other modules. */
export type { AddressRow as SavedAddress } from './addresses-repository';
