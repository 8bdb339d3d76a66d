import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import {
  cartLine,
  checkout,
  checkoutBody,
  createCustomer,
  createShopTestApp,
  stockedVariants,
  type Customer,
} from '../customers';

// Found by the reliability suite's kill -9 test (decision 037): on a freshly started process whose
// first request was a checkout by a customer with a saved address, the embedded database hung.

let t: TestApp;
let customer: Customer;

beforeAll(async () => {
  t = await createShopTestApp();
  customer = await createCustomer(t);
});
afterAll(() => t.close());

describe('the first checkout of a fresh process', () => {
  it('is answered, with an address saved before the process started', async () => {
    // Written straight to the database, as a restart finds it: no address request has run.
    const [address] = await t.database.db
      .insert(addresses)
      .values({
        userId: customer.id,
        label: 'Home',
        contactName: 'Maria Santos',
        mobile: '9171234567',
        region: 'National Capital Region (NCR)',
        province: 'Metro Manila',
        city: 'Quezon City',
        barangay: 'South Triangle',
        street: '12 Scout Tuason Street',
        zip: '1103',
        isDefaultShipping: true,
        isDefaultBilling: true,
      })
      .returning({ id: addresses.id });
    const [line] = await stockedVariants(t);
    const item = await cartLine(t, customer, line!);
    const answer = await Promise.race([
      checkout(t, customer, checkoutBody([item], { address: address!.id })),
      new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 15_000)),
    ]);
    expect(answer).not.toBe('no answer');
    if (answer === 'no answer') return;
    expect(answer.statusCode, answer.body).toBe(201);
  });
});
