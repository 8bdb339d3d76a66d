import { describe, expect, it } from 'vitest';
import {
  ABROAD_COUNTRY_MESSAGE,
  FOREIGN_MOBILE_RULES,
  abroadCheckoutSchema,
  foreignMobileMessage,
  isForeignMobile,
  normalizeForeignMobile,
} from './abroad';
import { checkoutBodySchema } from './checkout';
import { OFW_COUNTRIES } from './ofw';
import { MOBILE_INVALID_MESSAGE } from './validation/messages';

const recipient = { name: 'Maria Santos', mobile: '0917 123 4567', email: '' };

function problems(value: unknown) {
  const result = abroadCheckoutSchema.safeParse(value);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('foreign mobile numbers', () => {
  it.each([
    ['AE', '050 123 4567', '501234567'],
    ['AE', '+971 50 123 4567', '501234567'],
    ['AE', '00971501234567', '501234567'],
    ['SA', '0551234567', '551234567'],
    ['HK', '9123 4567', '91234567'],
    ['SG', '+65 8123-4567', '81234567'],
    ['US', '(415) 555-0134', '4155550134'],
    ['JP', '090-1234-5678', '9012345678'],
    ['IT', '+39 312 345 6789', '3123456789'],
    ['GB', '07700 900123', '7700900123'],
  ])('%s: %s is the mobile %s', (country, typed, national) => {
    expect(normalizeForeignMobile(country, typed)).toBe(national);
    expect(isForeignMobile(country, national)).toBe(true);
  });

  it.each([
    ['AE', '4 123 4567', 'a Dubai landline'],
    ['AE', '50123456', 'a digit short'],
    ['AE', '5012345678', 'a digit too many'],
    ['SG', '61234567', 'a Singapore landline'],
    ['AE', '9171234567', 'a Philippine mobile'],
    ['QA', '3312abcd', 'letters'],
  ])('%s: %s is refused (%s)', (country, typed) => {
    expect(isForeignMobile(country, normalizeForeignMobile(country, typed))).toBe(false);
  });

  it('has a rule for every country of the list', () => {
    for (const country of OFW_COUNTRIES) expect(FOREIGN_MOBILE_RULES[country.code]).toBeDefined();
  });

  it('tells what a number there looks like', () => {
    expect(foreignMobileMessage('AE')).toBe(
      'Enter a mobile number in the United Arab Emirates: 9 digits after +971, starting with 5.',
    );
    expect(foreignMobileMessage('IT')).toBe(
      'Enter a mobile number in Italy: 9 to 10 digits after +39, starting with 3.',
    );
    expect(foreignMobileMessage('SG')).toBe(
      'Enter a mobile number in Singapore: 8 digits after +65, starting with 8 or 9.',
    );
    expect(foreignMobileMessage('PH')).toBe(ABROAD_COUNTRY_MESSAGE);
  });
});

describe('abroadCheckoutSchema', () => {
  it('keeps the buyer’s number in international form and the recipient’s in national form', () => {
    expect(
      abroadCheckoutSchema.parse({ country: 'AE', buyerMobile: '050 123 4567', recipient }),
    ).toEqual({
      country: 'AE',
      buyerMobile: '+971501234567',
      recipient: { name: 'Maria Santos', mobile: '9171234567', email: null },
    });
  });

  it('answers each bad field with its message', () => {
    expect(
      problems({
        country: 'AE',
        buyerMobile: '9171234567',
        recipient: { name: 'M', mobile: '8171234567', email: 'maria@' },
      }),
    ).toEqual({
      buyerMobile: foreignMobileMessage('AE'),
      'recipient.name': 'Recipient name must be at least 2 characters.',
      'recipient.mobile': MOBILE_INVALID_MESSAGE,
      'recipient.email': 'The supplied email address is not valid.',
    });
    expect(problems({ country: 'PH', buyerMobile: '9171234567', recipient })).toMatchObject({
      country: ABROAD_COUNTRY_MESSAGE,
    });
  });

  it('rides on the checkout body, optional', () => {
    expect(checkoutBodySchema.parse({ items: ['a'] }).abroad).toBeUndefined();
    expect(
      checkoutBodySchema.parse({
        items: ['a'],
        abroad: { country: 'SA', buyerMobile: '+966 55 123 4567', recipient },
      }).abroad?.buyerMobile,
    ).toBe('+966551234567');
  });
});
