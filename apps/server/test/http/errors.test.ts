import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../src/errors';
import { createTestApp, type TestApp } from '../app';

let t: TestApp;

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          email: z.email('The supplied email address is not valid.'),
          qty: z.number().int(),
        }),
      },
    },
    async (request) => ({ data: request.body }),
  );
  app.get('/api/test/conflict', async () => {
    throw new HttpError(409, 'Only 1 left in stock.', { quantity: 'Only 1 left in stock.' });
  });
  app.get('/api/test/crash', async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
  });
};

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: async (app) => {
      await app.register(probeRoutes);
    },
  });
});
afterAll(() => t.close());

describe('the error shape (DESIGN.md section 4)', () => {
  it('answers bad input with 400, the field messages and a request id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'nope', qty: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors.email).toBe('The supplied email address is not valid.');
    expect(body.errors.qty).toBeTypeOf('string');
    expect(body.message).toBe('email: The supplied email address is not valid.');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('keeps the status, message and errors of a client error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Only 1 left in stock.',
      errors: { quantity: 'Only 1 left in stock.' },
    });
  });

  it('masks a server error: no stack trace, SQL or path reaches the client', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(response.body).not.toContain('secret_table');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'Route GET /api/v1/no-such-thing not found.' });
  });
});
