import type { Branch } from '@shop/shared/contracts/catalogue';

/** A branch whole, as the catalogue API answers it; a test names only what matters to it. */
export const branchFixture = (
  overrides: Partial<Branch> & Pick<Branch, '_id' | 'name'>,
): Branch => ({
  code: '',
  project_id: 'test-project',
  is_default: false,
  friend_url: '',
  friendly_url: '',
  description: '',
  address: '',
  city: '',
  province: '',
  phone: '',
  email: '',
  hours: '',
  latitude: null,
  longitude: null,
  ...overrides,
});
