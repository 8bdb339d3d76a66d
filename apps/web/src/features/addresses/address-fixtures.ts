// Test data and an in-memory address book in the shapes the API answers with
// (apps/server/src/modules/addresses, packages/shared/src/address.ts).
import type { Address, AddressInput } from '@shop/shared/address';
import type { MockRequest, MockResponse, MockRoutes } from '../../testing/api-mock';

export const HOME: Address = {
  _id: 'a-home',
  label: 'Home',
  contactName: 'Maria Santos',
  mobile: '9171234567',
  region: 'National Capital Region (NCR)',
  province: 'Metro Manila',
  city: 'Makati City',
  barangay: 'Poblacion',
  street: '123 Jupiter Street',
  zip: '1210',
  isDefaultShipping: true,
  isDefaultBilling: true,
};

export const OFFICE: Address = {
  _id: 'a-office',
  label: 'Office',
  contactName: 'Maria Santos',
  mobile: '9281234567',
  region: 'Central Visayas (Region VII)',
  province: 'Cebu',
  city: 'Cebu City',
  barangay: 'Lahug',
  street: '8 Salinas Drive',
  zip: '6000',
  isDefaultShipping: false,
  isDefaultBilling: false,
};

const REGIONS = [
  { code: 'ncr', name: 'National Capital Region (NCR)' },
  { code: 'region-vii', name: 'Central Visayas (Region VII)' },
  { code: 'car', name: 'Cordillera Administrative Region (CAR)' },
];
const PROVINCES: Record<string, { code: string; name: string }[]> = {
  'National Capital Region (NCR)': [{ code: 'metro-manila', name: 'Metro Manila' }],
  'Central Visayas (Region VII)': [
    { code: 'bohol', name: 'Bohol' },
    { code: 'cebu', name: 'Cebu' },
  ],
  'Cordillera Administrative Region (CAR)': [{ code: 'benguet', name: 'Benguet' }],
};
const CITIES: Record<string, { code: string; name: string }[]> = {
  'Metro Manila': [
    { code: 'makati', name: 'Makati City' },
    { code: 'taguig', name: 'Taguig City' },
  ],
  Cebu: [
    { code: 'cebu-city', name: 'Cebu City' },
    { code: 'mandaue', name: 'Mandaue City' },
  ],
  // No list kept for Bohol or Benguet: the city is typed.
};

/** GET /api/v1/public/locations/{regions,provinces,cities}. */
export const locationRoutes: MockRoutes = {
  'GET /api/v1/public/locations/regions': { body: { data: REGIONS } },
  'GET /api/v1/public/locations/provinces': ({ url }) => ({
    body: { data: PROVINCES[url.searchParams.get('region') ?? ''] ?? [] },
  }),
  'GET /api/v1/public/locations/cities': ({ url }) => ({
    body: { data: CITIES[url.searchParams.get('province') ?? ''] ?? [] },
  }),
};

export interface FakeAddressBook {
  routes: MockRoutes;
  addresses: () => Address[];
  /** Bodies of every POST and PUT, in order. */
  saved: { method: string; id: string | null; body: AddressInput }[];
}

type Handler = (request: MockRequest) => MockResponse;

/** The address book endpoints over an in-memory list, one default of each kind. */
export function fakeAddressBook(
  initial: Address[],
  extra: Record<string, Handler> = {},
): FakeAddressBook {
  let list = initial.map((address) => ({ ...address }));
  const saved: FakeAddressBook['saved'] = [];
  let next = 1;
  const keepOneDefault = (address: Address) => {
    list = list.map((entry) =>
      entry._id === address._id
        ? entry
        : {
            ...entry,
            isDefaultShipping: address.isDefaultShipping ? false : entry.isDefaultShipping,
            isDefaultBilling: address.isDefaultBilling ? false : entry.isDefaultBilling,
          },
    );
  };
  const routes: MockRoutes = {
    ...locationRoutes,
    'GET /api/v1/my-info/addresses': () => ({ body: { data: list } }),
    'POST /api/v1/my-info/addresses': ({ body }) => {
      const input = body as AddressInput;
      saved.push({ method: 'POST', id: null, body: input });
      const address: Address = {
        ...input,
        _id: `a-new-${next++}`,
        isDefaultShipping: input.isDefaultShipping || list.length === 0,
        isDefaultBilling: input.isDefaultBilling || list.length === 0,
      };
      list.push(address);
      keepOneDefault(address);
      return { status: 201, body: { data: address } };
    },
  };
  // PUT and DELETE for the starting addresses and the first few added ones.
  const ids = [...initial.map((address) => address._id), 'a-new-1', 'a-new-2', 'a-new-3'];
  for (const id of ids) {
    routes[`PUT /api/v1/my-info/addresses/${id}`] = ({ body }) => {
      const input = body as AddressInput;
      saved.push({ method: 'PUT', id, body: input });
      const index = list.findIndex((entry) => entry._id === id);
      if (index < 0) return { status: 404, body: { message: 'The address does not exist.' } };
      const address: Address = { ...input, _id: id };
      list[index] = address;
      keepOneDefault(address);
      return { body: { data: address } };
    };
    routes[`DELETE /api/v1/my-info/addresses/${id}`] = () => {
      list = list.filter((entry) => entry._id !== id);
      return { body: { data: { _id: id } } };
    };
  }
  Object.assign(routes, extra);
  return { routes, addresses: () => list, saved };
}
