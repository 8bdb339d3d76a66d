import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, contactMessages } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import { createCustomer, createShopTestApp, type Customer } from '../customers';
import { signedInOperator } from './order-fixtures';
import { ADMIN, signIn } from './admin-fixtures';
import { seedAccounts } from '../../src/modules/auth/seed-accounts';
import { TEST_PROJECT_ID } from '../database';

// PostgreSQL text cannot hold U+0000. Every route that takes text, found from the OpenAPI
// document so that new routes are covered too, must refuse it with a 400 and change nothing.
const INVALID = 'The input value contains an invalid character(s).';

interface Operation {
  method: string;
  path: string;
  query: string[];
  pathParams: string[];
  bodyFields: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}

let t: TestApp;
let customer: Customer;
let operatorHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;
let operations: Operation[];

beforeAll(async () => {
  t = await createShopTestApp({
    // Rate limits count before validation: the whole table comes from one address.
    env: Object.fromEntries(
      ['LOGIN', 'LOGIN_EMAIL', 'SIGNUP', 'RESET', 'CONTACT', 'SUPPLIER'].map((name) => [
        `${name}_RATE_LIMIT_MAX`,
        '1000',
      ]),
    ),
  });
  customer = await createCustomer(t);
  operatorHeaders = (await signedInOperator(t)).headers;
  await seedAccounts(t.database.db, TEST_PROJECT_ID, {
    operator: null,
    admin: ADMIN,
    demoCustomer: false,
  });
  adminHeaders = (await signIn(t, ADMIN.email, ADMIN.password)).headers;
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      bodyFields: Object.keys(
        operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
    })),
  );
});
afterAll(() => t.close());

/** Sends as the customer; a route for staff only is sent again as staff, then as an admin. */
async function send(method: string, url: string, payload?: Record<string, unknown>) {
  const request = (headers: Record<string, string>) =>
    t.app.inject({ method: method as 'GET', url, payload, headers });
  const response = await request(customer.headers);
  if (response.statusCode !== 403) return response;
  const asStaff = await request(operatorHeaders);
  return asStaff.statusCode === 403 ? request(adminHeaders) : asStaff;
}

const fill = (path: string, params: string[], nulIn?: string) =>
  params.reduce(
    (url, name) =>
      url.replace(`{${name}}`, name === nulIn ? 'abc%00' : '00000000-0000-4000-8000-000000000000'),
    path,
  );

describe('a NUL character in any text input', () => {
  it('finds the routes that take text (the issue named at least 13)', () => {
    const withText = operations.filter(
      (op) => op.query.length + op.pathParams.length + op.bodyFields.length > 0,
    );
    expect(withText.length).toBeGreaterThanOrEqual(13);
  });

  it('is refused in every query parameter with 400 and the message', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      for (const name of op.query) {
        const url = `${fill(op.path, op.pathParams)}?${name}=a%00b`;
        const response = await send(op.method, url, op.bodyFields.length ? {} : undefined);
        const body = response.json() as { message?: string; errors?: Record<string, string> };
        if (response.statusCode !== 400 || body.errors?.[name] !== INVALID) {
          failures.push(`${op.method} ${url}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('is refused in every path parameter with 400 and the message', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      for (const name of op.pathParams) {
        const url = fill(op.path, op.pathParams, name);
        const response = await send(op.method, url, op.bodyFields.length ? {} : undefined);
        const body = response.json() as { errors?: Record<string, string> };
        if (response.statusCode !== 400 || body.errors?.[name] !== INVALID) {
          failures.push(`${op.method} ${url}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('is refused in every JSON body field, however deep, with 400 and the field named', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      for (const name of op.bodyFields) {
        const url = fill(op.path, op.pathParams);
        const response = await send(op.method, url, { [name]: 'Sala\u0000set' });
        const body = response.json() as { message?: string; errors?: Record<string, string> };
        if (response.statusCode !== 400 || body.errors?.[name] !== INVALID) {
          failures.push(`${op.method} ${url} ${name}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const nested = await send('POST', '/api/v1/my-addresses', {
      lines: [{ street: 'ok' }, { street: 'Rizal\u0000Ave' }],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({
      message: `lines.1.street: ${INVALID}`,
      errors: { 'lines.1.street': INVALID },
    });
  });

  it('changes nothing: the named public and customer routes store no row', async () => {
    const before = await rowCounts();
    const faqs = await t.app.inject({ url: '/api/v1/public/faqs?search=%00' });
    expect(faqs.statusCode).toBe(400);
    expect(faqs.json()).toEqual({ message: `search: ${INVALID}`, errors: { search: INVALID } });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/contact-us',
      payload: {
        name: 'Maria Santos',
        email: 'maria.santos@example.ph',
        mobile: '9171234567',
        subject: 'Delivery\u0000',
        message: 'Do you deliver dining sets to Cebu City?',
      },
    });
    expect(contact.json()).toEqual({
      message: `subject: ${INVALID}`,
      errors: { subject: INVALID },
    });
    expect(await rowCounts()).toEqual(before);
  });
});

async function rowCounts() {
  const [contacts] = await t.database.db.select({ n: count() }).from(contactMessages);
  const [saved] = await t.database.db.select({ n: count() }).from(addresses);
  return { contacts: contacts?.n, addresses: saved?.n };
}
