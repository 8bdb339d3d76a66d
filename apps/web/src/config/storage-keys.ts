/** Browser storage entries of the persisted stores (spec sections 3 and 4). */
export const STORAGE_KEYS = {
  session: 'token',
  branch: 'branch',
  checkout: 'checkout',
  recentlyViewed: 'recently-viewed',
  deliveryDestination: 'delivery-destination',
  abroadCountry: 'abroad-country',
} as const;
