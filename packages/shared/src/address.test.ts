import { describe, expect, it } from 'vitest';
import { addressFormSchema, ZIP_MESSAGE } from './address';
import { CART_QUANTITY_MESSAGE, cartQuantity } from './cart';
import { checkoutBodySchema } from './checkout';
import { MOBILE_INVALID_MESSAGE, REQUIRED_MESSAGE } from './validation/messages';

const valid = {
  label: 'Home',
  contactName: 'Maria Santos',
  mobile: '+63 917 123 4567',
  region: 'National Capital Region (NCR)',
  province: 'Metro Manila',
  city: 'Quezon City',
  barangay: 'South Triangle',
  street: '12 Scout Tuason Street',
  zip: '1103',
};

describe('addressFormSchema', () => {
  it('accepts a Philippine address, normalising the mobile number', () => {
    expect(addressFormSchema.parse(valid)).toEqual({
      ...valid,
      mobile: '9171234567',
      isDefaultShipping: false,
      isDefaultBilling: false,
    });
  });

  it('answers with the shared messages', () => {
    const result = addressFormSchema.safeParse({
      ...valid,
      label: '',
      mobile: '12345',
      zip: '11a3',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      label: REQUIRED_MESSAGE,
      mobile: MOBILE_INVALID_MESSAGE,
      zip: ZIP_MESSAGE,
    });
  });
});

describe('cartQuantity', () => {
  it('takes whole numbers from 1, with one message for everything else', () => {
    expect(cartQuantity().parse(3)).toBe(3);
    for (const value of [0, -1, 1.5, '2', null]) {
      expect(cartQuantity().safeParse(value).error?.issues[0]?.message).toBe(CART_QUANTITY_MESSAGE);
    }
  });
});

describe('checkoutBodySchema', () => {
  it('fills in the spec defaults: delivery, trackStatus true', () => {
    const body = checkoutBodySchema.parse({ items: ['a'] });
    expect(body).toMatchObject({ items: ['a'], fulfillmentType: 'delivery', trackStatus: true });
  });

  it('needs at least one item and a known fulfillment type', () => {
    expect(checkoutBodySchema.safeParse({ items: [] }).error?.issues[0]?.message).toBe(
      'Select at least one item to check out.',
    );
    expect(checkoutBodySchema.safeParse({ items: ['a'], fulfillmentType: 'drone' }).success).toBe(
      false,
    );
  });
});
