import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import { createAuthTestApp, expectStatus, mailsTo, post } from './auth-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ env: { SHOP_MAIL: 'suppliers@casafilipina.ph' } });
});
afterAll(() => t.close());

const inquiry = {
  company: 'Narra Craft Inc.',
  contactName: 'Ramon Cruz',
  email: 'Ramon@NarraCraft.ph',
  mobile: '0918 123 4567',
  message: 'We make solid narra dining sets in Pampanga and would like to supply your shop.',
};

describe('POST /api/send-supplier-email', () => {
  it('keeps the inquiry and mails it to the shop, replying to the supplier', async () => {
    const response = await post(t, '/api/send-supplier-email', inquiry);
    const { data } = expectStatus(response, 201);
    expect(data).toEqual({ _id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const [mail] = await mailsTo(t, 'suppliers@casafilipina.ph');
    expect(mail?.subject).toBe('Supplier inquiry: Narra Craft Inc.');
    expect(mail?.text).toContain(`reference ${data._id}`);
    expect(mail?.text).toContain('Contact: Ramon Cruz');
    expect(mail?.text).toContain('E-mail: ramon@narracraft.ph');
    expect(mail?.text).toContain('Mobile: +63 918 123 4567');
    expect(mail?.text).toContain(inquiry.message);
    expect(await readFile(mail?.emlPath ?? '', 'utf8')).toContain('Reply-To: ramon@narracraft.ph');
  });

  it('checks every field with the spec messages', async () => {
    const empty = expectStatus(await post(t, '/api/send-supplier-email', {}), 400);
    expect(empty.errors).toEqual({
      company: 'This field is required.',
      contactName: 'This field is required.',
      email: 'This field is required.',
      mobile: 'This field is required.',
      message: 'This field is required.',
    });
    const bad = await post(t, '/api/send-supplier-email', {
      ...inquiry,
      company: 'x'.repeat(151),
      contactName: 'R4mon',
      email: 'ramon',
      mobile: '12345',
      message: 'Hi there',
    });
    expect(expectStatus(bad, 400).errors).toEqual({
      company: 'Maximum of 150 characters allowed have been reached.',
      contactName: 'Only letters are allowed.',
      email: 'The supplied email address is not valid.',
      mobile: 'Mobile number is invalid.',
      message: 'Message must be at least 10 characters.',
    });
    expect(await mailsTo(t, 'ramon')).toHaveLength(0);
  });
});
