import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import { back, front, JPEG, multipart, PASSPORT, pdf, PDF, PNG } from './account-fixtures';
import { createAuthTestApp, expectStatus, get, signedInCustomer } from './auth-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const KIND = 'Only JPG, PNG, WebP images or PDF files are accepted.';
const TOO_LARGE = 'File size must not exceed 5MB';

function upload(
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: ReturnType<typeof front>[],
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/my-info/documents',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'uploads');
  const folders = await readdir(root).catch(() => [] as string[]);
  const files = await Promise.all(folders.map((folder) => readdir(path.join(root, folder))));
  return files.flat();
}

describe('POST /api/v1/my-info/documents', () => {
  it('stores front and back images and lists the document', async () => {
    const customer = await signedInCustomer(t);
    const response = await upload(customer.headers, { ...PASSPORT, number: 'p1234567a' }, [
      front(),
      back(),
    ]);
    const { data } = expectStatus(response, 201);
    expect(data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'passport',
      number: 'P1234567A',
      expiry: '2031-05-20',
      files: [
        {
          side: 'front',
          url: `/api/v1/my-info/documents/${data._id}/files/front`,
          content_type: 'image/jpeg',
          size: JPEG.length,
        },
        {
          side: 'back',
          url: `/api/v1/my-info/documents/${data._id}/files/back`,
          content_type: 'image/png',
          size: PNG.length,
        },
      ],
      created_at: expect.any(String),
    });
    const list = expectStatus(await get(t, '/api/v1/my-info/documents', customer.headers), 200);
    expect(list).toEqual({ data: [data] });
  });

  it('serves a file to its owner only, never cached', async () => {
    const customer = await signedInCustomer(t);
    const { data } = expectStatus(await upload(customer.headers, PASSPORT, [front()]), 201);
    const file = await get(t, data.files[0].url, customer.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toBe('inline; filename="passport-front.jpg"');
    expect(file.rawPayload.equals(JPEG)).toBe(true);

    const stranger = await signedInCustomer(t);
    expect(expectStatus(await get(t, data.files[0].url, stranger.headers), 404)).toEqual({
      message: 'The document does not exist.',
    });
    expect(expectStatus(await get(t, data.files[0].url), 401)).toEqual({
      message: 'Please log in to continue.',
    });
    expectStatus(await get(t, data.files[0].url.replace('front', 'back'), customer.headers), 404);
  });

  it('takes one PDF for an ID without expiry', async () => {
    const customer = await signedInCustomer(t);
    const response = await upload(
      customer.headers,
      { type: 'philsys', number: '1234-5678-9012-3456' },
      [pdf()],
    );
    const { data } = expectStatus(response, 201);
    expect(data).toMatchObject({ type: 'philsys', expiry: null });
    expect(data.files).toEqual([
      expect.objectContaining({ side: 'pdf', content_type: 'application/pdf', size: PDF.length }),
    ]);
    const file = await get(t, data.files[0].url, customer.headers);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a file over 5 MB', async () => {
    const customer = await signedInCustomer(t);
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(customer.headers, PASSPORT, [front(big)]);
    expect(expectStatus(response, 413)).toEqual({
      message: TOO_LARGE,
      errors: { front: TOO_LARGE },
    });
    expect(expectStatus(await get(t, '/api/v1/my-info/documents', customer.headers), 200)).toEqual({
      data: [],
    });
  });

  it('judges files by their bytes, not their names', async () => {
    const customer = await signedInCustomer(t);
    const before = await storedFiles();
    const fake = front(Buffer.from('I am definitely a photo'), 'passport.jpg', 'image/jpeg');
    expect(expectStatus(await upload(customer.headers, PASSPORT, [fake]), 400)).toEqual({
      message: KIND,
      errors: { front: KIND },
    });
    // A real PNG named .jpg is fine: it is stored as what it is.
    const renamed = expectStatus(
      await upload(customer.headers, PASSPORT, [front(PNG, 'photo.jpg', 'image/jpeg')]),
      201,
    );
    expect(renamed.data.files[0].content_type).toBe('image/png');
    expect(await storedFiles()).toHaveLength(before.length + 1);
  });

  it('wants images for the sides and a PDF for the pdf, not both', async () => {
    const customer = await signedInCustomer(t);
    const pdfAsFront = await upload(customer.headers, PASSPORT, [
      front(PDF, 'id.pdf', 'application/pdf'),
    ]);
    expect(expectStatus(pdfAsFront, 400).errors).toEqual({
      front: 'The front and back must be JPG, PNG or WebP images.',
    });
    const imageAsPdf = await upload(customer.headers, PASSPORT, [pdf(JPEG)]);
    expect(expectStatus(imageAsPdf, 400).errors).toEqual({ pdf: 'This must be a PDF file.' });
    const both = await upload(customer.headers, PASSPORT, [front(), pdf()]);
    expect(expectStatus(both, 400).errors).toEqual({
      pdf: 'Upload either images or one PDF, not both.',
    });
    const none = await upload(customer.headers, PASSPORT, []);
    expect(expectStatus(none, 400).errors).toEqual({
      front: 'Upload the front (and back) images or one PDF.',
    });
    const backOnly = await upload(customer.headers, PASSPORT, [back()]);
    expect(expectStatus(backOnly, 400).errors).toEqual({
      front: 'Upload the front (and back) images or one PDF.',
    });
  });

  it('validates the fields', async () => {
    const customer = await signedInCustomer(t);
    const empty = await upload(customer.headers, {}, [front()]);
    expect(expectStatus(empty, 400).errors).toEqual({
      type: 'This field is required.',
      number: 'This field is required.',
    });
    const bad = await upload(
      customer.headers,
      { type: 'library_card', number: 'AB#12', expiry: '20/05/2031' },
      [front()],
    );
    expect(expectStatus(bad, 400).errors).toEqual({
      type: 'Please choose one of the listed document types.',
      number: 'The input value contains an invalid character(s).',
      expiry: 'Please enter a valid date (YYYY-MM-DD).',
    });
    const noExpiry = await upload(
      customer.headers,
      { type: 'drivers_license', number: 'N01-12-123456' },
      [front()],
    );
    expect(expectStatus(noExpiry, 400).errors).toEqual({ expiry: 'This field is required.' });
    const expired = await upload(customer.headers, { ...PASSPORT, expiry: '2020-01-31' }, [
      front(),
    ]);
    expect(expectStatus(expired, 400).errors).toEqual({ expiry: 'This document has expired.' });
    const tooLong = await upload(customer.headers, { ...PASSPORT, number: '1'.repeat(31) }, [
      front(),
    ]);
    expect(expectStatus(tooLong, 400).errors).toEqual({
      number: 'Maximum of 30 characters allowed have been reached.',
    });
  });

  it('refuses more files than a document has', async () => {
    const customer = await signedInCustomer(t);
    const extra = { ...front(), field: 'selfie' };
    const response = await upload(customer.headers, PASSPORT, [front(), back(), pdf(), extra]);
    expect(expectStatus(response, 413)).toEqual({
      message: 'Too many files or fields in one upload.',
    });
  });

  it('wants multipart/form-data', async () => {
    const customer = await signedInCustomer(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/my-info/documents',
      payload: PASSPORT,
      headers: customer.headers,
    });
    expect(expectStatus(response, 400)).toEqual({
      message: 'Send the document as multipart/form-data.',
    });
  });

  it('keeps at most 10 documents per customer', async () => {
    const customer = await signedInCustomer(t);
    for (let index = 0; index < 10; index += 1) {
      expectStatus(
        await upload(customer.headers, { type: 'sss', number: `34-${index}` }, [front()]),
        201,
      );
    }
    const response = await upload(customer.headers, { type: 'sss', number: '34-10' }, [front()]);
    expect(expectStatus(response, 422)).toEqual({
      message: 'You can keep up to 10 documents. Delete one to add another.',
    });
  });
});

describe('DELETE /api/v1/my-info/documents/{id}', () => {
  it('removes the document and its stored files', async () => {
    const customer = await signedInCustomer(t);
    const before = await storedFiles();
    const { data } = expectStatus(await upload(customer.headers, PASSPORT, [front(), back()]), 201);
    expect(await storedFiles()).toHaveLength(before.length + 2);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/my-info/documents/${data._id}`,
      headers: customer.headers,
    });
    expect(expectStatus(deleted, 200)).toEqual({ data: { _id: data._id } });
    expect(await storedFiles()).toHaveLength(before.length);
    expectStatus(await get(t, data.files[0].url, customer.headers), 404);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/my-info/documents/${data._id}`,
      headers: customer.headers,
    });
    expect(expectStatus(again, 404)).toEqual({ message: 'The document does not exist.' });
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/my-info/documents/not-an-id',
      headers: customer.headers,
    });
    expectStatus(malformed, 404);
  });
});
