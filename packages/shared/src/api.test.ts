import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiErrorSchema,
  dataEnvelope,
  fieldErrorsFromIssues,
  listEnvelope,
  runtimeConfigSchema,
} from './api';
import { email, password } from './validation/rules';

const product = z.object({ _id: z.string(), name: z.string() });

describe('envelopes', () => {
  it('parses a success body', () => {
    const body = { data: { _id: 'p1', name: 'Sofa' } };
    expect(dataEnvelope(product).parse(body)).toEqual(body);
    expect(dataEnvelope(product).safeParse({ data: { _id: 1 } }).success).toBe(false);
  });

  it('parses a list body and requires meta', () => {
    const schema = listEnvelope(product);
    const body = { data: [{ _id: 'p1', name: 'Sofa' }], meta: { page: 1, limit: 20, total: 1 } };
    expect(schema.parse(body)).toEqual(body);
    expect(schema.safeParse({ data: [] }).success).toBe(false);
  });

  it('parses both error shapes', () => {
    expect(apiErrorSchema.safeParse({ message: 'Invalid email and/or password.' }).success).toBe(
      true,
    );
    expect(
      apiErrorSchema.safeParse({ message: 'x', errors: { email: 'This field is required.' } })
        .success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ message: 'x', errors: [{ a: 'b' }, {}] }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ errors: {} }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ message: 'x', errors: { a: 1 } }).success).toBe(false);
  });
});

describe('fieldErrorsFromIssues', () => {
  it('keeps the first message of each field', () => {
    const schema = z.object({ email: email(), password: password() });
    const result = schema.safeParse({ email: 'nope', password: 'abc' });
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual({
      email: 'The supplied email address is not valid.',
      password: 'Must be at least 8 characters.',
    });
  });

  it('dots nested paths', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['items', 0, 'quantity'], message: 'This field is required.' },
        { path: ['__proto__'], message: 'odd' },
      ]),
    ).toEqual({ 'items.0.quantity': 'This field is required.', ['__proto__']: 'odd' });
  });
});

describe('runtimeConfigSchema', () => {
  it('wants baseUrl and projectId', () => {
    expect(
      runtimeConfigSchema.parse({ baseUrl: 'http://127.0.0.1:3000', projectId: 'shop' }),
    ).toEqual({ baseUrl: 'http://127.0.0.1:3000', projectId: 'shop' });
    expect(runtimeConfigSchema.safeParse({ baseUrl: 'http://x' }).success).toBe(false);
  });
});
