import { expect, test } from 'vitest';
import { paths } from './paths';

test('products links repeat the category parameter', () => {
  expect(paths.products.getHref()).toBe('/products');
  expect(paths.products.getHref({ search: 'narra table' })).toBe('/products?search=narra+table');
  expect(paths.products.getHref({ categories: ['sofas', 'beds'] })).toBe(
    '/products?category=sofas&category=beds',
  );
});

test('ids are encoded', () => {
  expect(paths.checkEmail.getHref('maria@example.ph')).toBe('/check-email/maria%40example.ph');
  expect(paths.productDetailsByFriendlyUrl.getHref('narra-table')).toBe(
    '/product/detail/narra-table',
  );
  expect(paths.myAccount.getHref({ tab: 'profile' })).toBe('/my-account?id=profile');
});
