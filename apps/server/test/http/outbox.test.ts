import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../src/modules/mail/outbox-repository';
import { createTestApp, type TestApp } from '../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app mailer', () => {
  it('records every message in the outbox table of the database', async () => {
    await t.app.mailer.send({
      to: 'ana@example.ph',
      subject: 'Welcome',
      text: 'Welcome to the shop',
    });
    const stored = await createOutboxRepository(t.database.db).listFor('ana@example.ph');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      subject: 'Welcome',
      status: 'stored',
      text: 'Welcome to the shop',
    });
    expect(stored[0]?.emlPath).toContain(t.config.dataDir);
  });
});
