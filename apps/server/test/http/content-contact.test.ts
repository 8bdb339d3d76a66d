import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContactRepository } from '../../src/modules/content/contact-repository';
import { createOutboxRepository } from '../../src/modules/mail/outbox-repository';
import { createTestApp, type TestApp } from '../app';
import { TEST_PROJECT_ID } from '../database';

const SHOP_MAIL = 'care@shop.example.ph';
const RATE_LIMIT = 3;

const valid = {
  name: 'Maria Clara Santos',
  email: 'Maria.Santos@Example.PH',
  mobile: '0917 123 4567',
  subject: 'Delivery to Antipolo',
  message: 'Do you deliver a dining set to Antipolo, Rizal, and is assembly included?',
};

let t: TestApp;
let address = 0;
// Each test speaks from its own address, so only the rate-limit test meets the limit.
let ip: string;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      SHOP_MAIL,
      CONTACT_RATE_LIMIT_MAX: String(RATE_LIMIT),
      CONTACT_RATE_LIMIT_WINDOW_MS: '600000',
    },
  });
});
beforeEach(() => {
  address += 1;
  ip = `10.0.0.${address}`;
});
afterAll(() => t.close());

const send = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/public/contact-us',
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
  });
const stored = () => createContactRepository(t.database.db).list(TEST_PROJECT_ID);
const mailTo = (to: string) => createOutboxRepository(t.database.db).listFor(to);

describe('POST /api/v1/public/contact-us with bad input', () => {
  it.each([
    ['name', '', 'This field is required.'],
    ['name', 'M', 'Name must be at least 2 characters.'],
    ['name', 'Maria 2', 'Only letters are allowed.'],
    ['name', 'M'.repeat(101), 'Name must not exceed 100 characters.'],
    ['email', '', 'This field is required.'],
    ['email', 'maria@example', 'The supplied email address is not valid.'],
    ['mobile', '', 'This field is required.'],
    ['mobile', '8171234567', 'Mobile number is invalid.'],
    ['mobile', '0917123456', 'Mobile number is invalid.'],
    ['subject', '   ', 'This field is required.'],
    ['subject', 's'.repeat(151), 'Maximum of 150 characters allowed have been reached.'],
    ['message', '', 'This field is required.'],
    ['message', 'Too short', 'Message must be at least 10 characters.'],
    ['message', 'm'.repeat(2001), 'Maximum of 2000 characters allowed have been reached.'],
  ])('rejects %s %j with "%s", storing and mailing nothing', async (field, value, message) => {
    const response = await send({ ...valid, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `${field}: ${message}`,
      errors: { [field]: message },
    });
    expect(await stored()).toEqual([]);
    expect(await mailTo(SHOP_MAIL)).toEqual([]);
  });

  it('names every missing field at once', async () => {
    const response = await send({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'This field is required.',
      email: 'This field is required.',
      mobile: 'This field is required.',
      subject: 'This field is required.',
      message: 'This field is required.',
    });
  });

  it('accepts the longest allowed values', async () => {
    const response = await send({
      ...valid,
      name: 'M'.repeat(100),
      subject: 's'.repeat(150),
      message: 'm'.repeat(2000),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('POST /api/v1/public/contact-us', () => {
  it('stores the message, mails the shop and sends the sender a copy', async () => {
    const before = (await stored()).length;
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const { data } = response.json() as { data: { _id: string } };
    expect(data).toEqual({ _id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({
      id: data._id,
      projectId: TEST_PROJECT_ID,
      name: 'Maria Clara Santos',
      email: 'maria.santos@example.ph',
      mobile: '9171234567',
      subject: 'Delivery to Antipolo',
      message: valid.message,
      ipAddress: ip,
    });

    const [toShop] = (await mailTo(SHOP_MAIL)).filter((mail) => mail.text.includes(data._id));
    expect(toShop).toMatchObject({ subject: 'Contact form: Delivery to Antipolo' });
    expect(toShop?.text).toContain('Name: Maria Clara Santos');
    expect(toShop?.text).toContain('E-mail: maria.santos@example.ph');
    expect(toShop?.text).toContain('Mobile: +63 917 123 4567');
    expect(toShop?.text).toContain(valid.message);

    const copies = await mailTo('maria.santos@example.ph');
    expect(copies[0]).toMatchObject({ subject: 'We received your message: Delivery to Antipolo' });
    expect(copies[0]?.text).toContain('Hi Maria Clara Santos,');
    expect(copies[0]?.text).toContain(valid.message);
  });

  it('lets the shop reply straight to the sender', async () => {
    const response = await send({ ...valid, email: 'reply.test@example.ph' });
    const { _id } = response.json().data as { _id: string };
    const [toShop] = (await mailTo(SHOP_MAIL)).filter((mail) => mail.text.includes(_id));
    const { readFile } = await import('node:fs/promises');
    const eml = await readFile(toShop?.emlPath ?? '', 'utf8');
    expect(eml).toMatch(/^Reply-To: reply\.test@example\.ph$/m);
  });

  it('answers a filled honeypot like a success but stores and mails nothing', async () => {
    const before = await stored();
    const shopMails = (await mailTo(SHOP_MAIL)).length;
    const response = await send({
      ...valid,
      email: 'bot@example.ph',
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { _id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(await stored()).toEqual(before);
    expect(await mailTo(SHOP_MAIL)).toHaveLength(shopMails);
    expect(await mailTo('bot@example.ph')).toEqual([]);
  });

  it('ignores an empty honeypot', async () => {
    const response = await send({ ...valid, email: 'person@example.ph', website: '' });
    expect(response.statusCode).toBe(201);
    expect(await mailTo('person@example.ph')).toHaveLength(1);
  });

  it(`allows ${RATE_LIMIT} messages per address in the window, then answers 429`, async () => {
    for (let attempt = 0; attempt < RATE_LIMIT; attempt++) {
      expect((await send({ ...valid, email: 'busy@example.ph' })).statusCode).toBe(201);
    }
    const before = (await stored()).length;
    const limited = await send({ ...valid, email: 'busy@example.ph' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many messages. Please try again later.' });
    expect(await stored()).toHaveLength(before);
    expect(await mailTo('busy@example.ph')).toHaveLength(RATE_LIMIT);
    // Another address is not affected.
    ip = '10.0.1.1';
    expect((await send(valid)).statusCode).toBe(201);
  });
});
