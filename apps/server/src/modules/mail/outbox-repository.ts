import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/index';
import type { MailStore, StoredMail } from '../../platform/mail/mailer';

export function createOutboxRepository(db: Database): MailStore & {
  listFor(address: string): Promise<StoredMail[]>;
  /** Messages the SMTP server refused (for /metrics). */
  countFailed(): Promise<number>;
} {
  return {
    async save(mail) {
      await db.insert(outbox).values({
        id: mail.id,
        toAddress: mail.toAddress,
        fromAddress: mail.fromAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        status: mail.status,
        attempts: mail.attempts,
        lastError: mail.lastError,
        emlPath: mail.emlPath,
        sentAt: mail.sentAt,
      });
    },
    async listFor(address) {
      const rows = await db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, address))
        .orderBy(desc(outbox.createdAt));
      return rows.map((row) => ({ ...row, status: row.status }));
    },
    async countFailed() {
      const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'failed'));
      return row?.n ?? 0;
    },
  };
}
