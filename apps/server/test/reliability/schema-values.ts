import fc from 'fast-check';
import type { JsonSchema } from './openapi-routes';

/**
 * Values built from a route's JSON schema (as the OpenAPI document has it, from the zod schemas):
 * one plausible value for the authorization matrix, and fast-check arbitraries mixing plausible
 * values with hostile ones for the fuzzer.
 */

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';
const PATTERN_CANDIDATES = [
  '2031-01-15',
  '09171234567',
  '1103',
  '12:30',
  'ABC123',
  'abc',
  'a-b',
  '1',
  'A',
  '#ffffff',
];

function schemaOf(value: unknown): JsonSchema {
  return (value ?? {}) as JsonSchema;
}

function firstOption(schema: JsonSchema): JsonSchema | undefined {
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (!options) return undefined;
  return (
    options.find((option) => (option.type as string) !== 'null' && !option.nullable) ?? options[0]
  );
}

function mergedAllOf(schema: JsonSchema): JsonSchema {
  const parts = schema.allOf as JsonSchema[] | undefined;
  if (!parts) return schema;
  return parts.reduce<JsonSchema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...(merged.properties ?? {}), ...(part.properties ?? {}) },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    { ...schema, allOf: undefined } as JsonSchema,
  );
}

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'uuid') return SAMPLE_UUID;
  if (schema.format === 'date-time') return '2031-01-15T08:00:00.000Z';
  if (schema.format === 'email' || /email/i.test(name)) return 'someone@example.ph';
  const min = schema.minLength ?? 0;
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    const fit = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (fit) return fit;
  }
  const base = /password/i.test(name) ? 'Sampaguita#2024' : 'sample';
  return base.length >= min ? base.slice(0, schema.maxLength ?? base.length) : 'x'.repeat(min);
}

/**
 * A value the schema accepts (as far as JSON schema says; zod refinements may still refuse it).
 * `hint(name)` supplies a value for a named field (the owner's ids in the matrix).
 */
export function sampleValue(
  raw: unknown,
  name = '',
  hint: (name: string) => string | undefined = () => undefined,
): unknown {
  const schema = mergedAllOf(schemaOf(raw));
  const option = firstOption(schema);
  if (option) return sampleValue(option, name, hint);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  if (schema.default !== undefined && schema.type !== 'object') return schema.default;
  switch (schema.type) {
    case 'string':
      return hint(name) ?? sampleString(schema, name);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array': {
      const item = sampleValue(schema.items, name, hint);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'object':
    case undefined: {
      if (!schema.properties) return schema.type === 'object' ? {} : 'sample';
      const required = new Set(schema.required ?? []);
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties)) {
        const hinted = hint(key);
        if (hinted !== undefined) value[key] = sampleValue(property, key, hint);
        else if (required.has(key)) value[key] = sampleValue(property, key, hint);
      }
      return value;
    }
    default:
      return null;
  }
}

const MEGABYTE = 1024 * 1024;

/** Strings no route should ever answer with a 5xx, nor store on a 4xx. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'nul\u0000byte',
  '\u0000',
  'a'.repeat(MEGABYTE),
  'b'.repeat(10_000),
  '\u202Eright-to-left override\u202C',
  'שלום עולם مرحبا',
  'e\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '👩‍👩‍👧‍👦🪑🛋️',
  '\uD800',
  "'; drop table users; --",
  "' or '1'='1",
  '1 union select null, null --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '0',
  '-1',
  '1e309',
  '9999999999999999999999',
  'NaN',
  'true',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2031-02-30',
  '\r\nX-Injected: 1',
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileScalar = fc.oneof(
  hostileString,
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 2 ** 31, -(2 ** 53), 1e308, [], {}),
);

function stringArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const plausible = fc.string({
    minLength: Math.min(schema.minLength ?? 0, 50),
    maxLength: Math.min(schema.maxLength ?? 40, 60),
    unit: 'grapheme',
  });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(sampleString(schema, name)) },
    { weight: 2, arbitrary: plausible },
    { weight: 3, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: hostileScalar },
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -1_000;
  const max = schema.maximum ?? 1_000_000;
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.double({ noNaN: true }) },
    { weight: 2, arbitrary: hostileScalar },
  );
}

/** Arbitraries for a schema: mostly its shape, often a hostile value in one of its places. */
export function arbitraryFor(raw: unknown, name = '', depth = 0): fc.Arbitrary<unknown> {
  const schema = mergedAllOf(schemaOf(raw));
  if (depth > 4) return hostileScalar;
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options?.length) {
    return fc.oneof(...options.map((option) => arbitraryFor(option, name, depth + 1)));
  }
  if (schema.enum?.length) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...(schema.enum as unknown[])) },
      { weight: 1, arbitrary: hostileScalar },
    );
  }
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), hostileScalar);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer':
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.oneof(
        { weight: 3, arbitrary: fc.boolean() },
        { weight: 1, arbitrary: hostileScalar },
      );
    case 'array':
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.array(arbitraryFor(schema.items, name, depth + 1), { maxLength: 4 }),
        },
        { weight: 1, arbitrary: hostileScalar },
      );
    default: {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) return hostileScalar;
      const record = fc.record(
        Object.fromEntries(
          properties.map(([key, property]) => [key, arbitraryFor(property, key, depth + 1)]),
        ),
        { requiredKeys: [] },
      );
      // Mostly every required field present (so the fuzzer reaches the handlers), sometimes not.
      const sample = sampleValue(schema) as Record<string, unknown>;
      const filled = record.map((value) => ({ ...sample, ...value }));
      return fc.oneof(
        { weight: 4, arbitrary: filled },
        { weight: 1, arbitrary: record },
        {
          weight: 1,
          arbitrary: fc.tuple(filled, fc.string(), hostileScalar).map(([value, key, extra]) => ({
            ...value,
            [key]: extra,
          })),
        },
        { weight: 1, arbitrary: hostileScalar },
      );
    }
  }
}

/** Raw bodies that are not the JSON a route expects, with the content type they are sent as. */
export const HOSTILE_BODIES: readonly { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"broken": ' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"just a string"' },
  { contentType: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { contentType: 'application/json', payload: '{"constructor": {"prototype": {"x": 1}}}' },
  { contentType: 'application/json', payload: `{"a": "${'c'.repeat(MEGABYTE + 10)}"}` },
  { contentType: 'application/json', payload: '['.repeat(5_000) + ']'.repeat(5_000) },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
  { contentType: 'application/xml', payload: '<?xml version="1.0"?><a>1</a>' },
  {
    contentType: 'multipart/form-data; boundary=xyz',
    payload:
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot a png',
  },
  { contentType: 'multipart/form-data', payload: 'no boundary at all' },
];
