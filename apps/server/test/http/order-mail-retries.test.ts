import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index';
import { retryDelayMs } from '../../src/platform/jobs/runner';
import type { TestApp } from '../app';
import { createAddress, createCustomer, createShopTestApp, stockedVariants } from '../customers';
import { advanceClock, mailsTo } from './auth-fixtures';
import { placeCodOrder } from './order-fixtures';

// An order mail whose SMTP delivery fails is not lost: its job is tried again with backoff,
// each attempt kept in the outbox with the reason (DESIGN.md section 6, decision 036).

let t: TestApp;
beforeAll(async () => {
  // Nothing listens on port 1: every delivery is refused at once.
  t = await createShopTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
});
afterAll(() => t.close());

describe('order mails when the SMTP server is down', () => {
  it('are retried with backoff instead of being dropped after the first refusal', async () => {
    const ana = await createCustomer(t, { firstName: 'Ana' });
    const address = await createAddress(t, ana);
    const [line] = await stockedVariants(t, { minStock: 2 });
    const placed = await placeCodOrder(t, ana, address, [{ line: line! }]);
    const confirmationJob = () =>
      t.database.db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.type, 'order.mail'),
            sql`${jobs.payload}->>'orderId' = ${placed._id}`,
            sql`${jobs.payload}->>'kind' = 'confirmation'`,
          ),
        );

    const firstTry = t.app.clock.now();
    await t.app.jobs.runDue();
    const [job] = await confirmationJob();
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lockedBy: null });
    expect(job!.lastError).toMatch(/^The mail to the customer was not delivered: /);
    const retryIn = job!.runAt.getTime() - firstTry.getTime();
    expect(retryIn).toBeGreaterThanOrEqual(retryDelayMs(1));
    expect(retryIn).toBeLessThan(retryDelayMs(1) + 10_000);
    const subject = `Thank you for your order ${placed.orderNumber}`;
    const attempts = () =>
      mailsTo(t, ana.email).then((mails) => mails.filter((mail) => mail.subject === subject));
    expect((await attempts()).map((mail) => mail.status)).toEqual(['failed']);

    // Not before its time; then once more.
    await t.app.jobs.runDue();
    expect(await attempts()).toHaveLength(1);
    advanceClock(t, retryDelayMs(1));
    await t.app.jobs.runDue();
    expect((await confirmationJob())[0]).toMatchObject({ status: 'pending', attempts: 2 });
    expect((await attempts()).map((mail) => mail.status)).toEqual(['failed', 'failed']);
  });
});
