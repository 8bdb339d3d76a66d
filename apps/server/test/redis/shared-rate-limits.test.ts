import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, PASSWORD, uniqueEmail } from '../http/auth-fixtures';
import type { TestApp } from '../app';
import { createTwoNodes, type TwoNodes } from './two-nodes';

// The limits count every node's requests together (@fastify/rate-limit's Redis store).
let nodes: TwoNodes;
beforeAll(async () => {
  nodes = await createTwoNodes({
    env: {
      LOGIN_RATE_LIMIT_MAX: '4',
      LOGIN_EMAIL_RATE_LIMIT_MAX: '3',
      CONTACT_RATE_LIMIT_MAX: '2',
    },
  });
});
afterAll(() => nodes.close());

const TOO_MANY_LOGINS = { message: 'Too many login attempts. Please try again in a few minutes.' };

function loginFrom(node: TestApp, ip: string, email: string) {
  return node.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress: ip,
  });
}

describe('rate limits shared by the nodes', () => {
  it('counts logins from one address on both nodes together', async () => {
    const ip = '10.20.0.1';
    for (const node of [nodes.a, nodes.b, nodes.a, nodes.b]) {
      expectStatus(await loginFrom(node, ip, uniqueEmail()), 401);
    }
    for (const node of [nodes.a, nodes.b]) {
      const refused = await loginFrom(node, ip, uniqueEmail());
      expect(expectStatus(refused, 429)).toEqual(TOO_MANY_LOGINS);
      expect(refused.headers['retry-after']).toBeDefined();
    }
    // Another address is not affected, on either node.
    expectStatus(await loginFrom(nodes.b, '10.20.0.2', uniqueEmail()), 401);
  });

  it('counts logins for one e-mail on both nodes together, from any address', async () => {
    const email = uniqueEmail();
    expectStatus(await loginFrom(nodes.a, '10.21.0.1', email), 401);
    expectStatus(await loginFrom(nodes.b, '10.21.0.2', email), 401);
    expectStatus(await loginFrom(nodes.a, '10.21.0.3', email), 401);
    expect(expectStatus(await loginFrom(nodes.b, '10.21.0.4', email), 429)).toEqual(
      TOO_MANY_LOGINS,
    );
  });

  it('counts contact-form messages on both nodes together', async () => {
    const send = (node: TestApp) =>
      node.app.inject({
        method: 'POST',
        url: '/api/v1/public/contact-us',
        remoteAddress: '10.22.0.1',
        payload: {
          name: 'Maria Santos',
          email: 'maria.santos@example.ph',
          mobile: '09171234567',
          subject: 'Delivery to Cebu',
          message: 'Do you deliver dining sets to Cebu City?',
        },
      });
    expect((await send(nodes.a)).statusCode).toBe(201);
    expect((await send(nodes.b)).statusCode).toBe(201);
    expect((await send(nodes.a)).statusCode).toBe(429);
    expect((await send(nodes.b)).statusCode).toBe(429);
  });
});
