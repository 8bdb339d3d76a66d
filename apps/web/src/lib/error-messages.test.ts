import { expect, test } from 'vitest';
import { toDisplayMessages } from './error-messages';

test('a string is one message', () => {
  expect(toDisplayMessages('Invalid email and/or password.')).toEqual([
    'Invalid email and/or password.',
  ]);
  expect(toDisplayMessages('  ')).toEqual([]);
});

test('an object of messages shows each', () => {
  expect(
    toDisplayMessages({
      email: 'The supplied email address is not valid.',
      password: 'This field is required.',
    }),
  ).toEqual(['The supplied email address is not valid.', 'This field is required.']);
});

test('an errors list of objects shows each non-empty entry', () => {
  expect(
    toDisplayMessages({
      message: 'Validation failed',
      errors: [{ quantity: 'Only 2 left in stock.' }, { name: '' }, {}, { size: 'Pick a size.' }],
    }),
  ).toEqual(['Only 2 left in stock.', 'Pick a size.']);
});

test('an API failure with field errors shows them; without, its message', () => {
  expect(
    toDisplayMessages({
      ok: false,
      status: 400,
      message: 'Bad input',
      errors: { mobile: 'Mobile number is invalid.' },
    }),
  ).toEqual(['Mobile number is invalid.']);
  expect(
    toDisplayMessages({
      ok: false,
      status: 500,
      message: 'Something went wrong. Please try again.',
    }),
  ).toEqual(['Something went wrong. Please try again.']);
  expect(toDisplayMessages(new Error('Boom'))).toEqual(['Boom']);
  expect(toDisplayMessages(null)).toEqual([]);
});
