import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type StoredMail } from './mailer';

function memoryStore() {
  const saved: StoredMail[] = [];
  return { saved, save: async (mail: StoredMail) => void saved.push(mail) };
}

const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  smtpUrl = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('mailer', () => {
  it('stores the message in the outbox and as an .eml file when no SMTP server is configured', async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), 'shop-mail-'));
    const store = memoryStore();
    const mailer = createMailer({ from: 'Shop <shop@example.ph>', mailDir, store });
    const mail = await mailer.send({
      to: 'juan@example.ph',
      subject: 'Verify your e-mail',
      text: 'Open /verify/abc',
    });
    expect(mail.status).toBe('stored');
    expect(store.saved).toEqual([mail]);
    expect(path.basename(mail.emlPath ?? '')).toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z-${mail.id}\\.eml$`),
    );
    const eml = readFileSync(mail.emlPath ?? '', 'utf8');
    expect(eml).toContain('To: juan@example.ph');
    expect(eml).toContain('Subject: Verify your e-mail');
    expect(eml).toContain('Open /verify/abc');
  });

  it('delivers through SMTP_URL and records it as sent', async () => {
    const store = memoryStore();
    const mailer = createMailer({
      from: 'Shop <shop@example.ph>',
      mailDir: mkdtempSync(path.join(tmpdir(), 'shop-mail-')),
      smtpUrl,
      store,
    });
    const mail = await mailer.send({
      to: 'maria@example.ph',
      subject: 'Your order',
      text: 'Order 1001 placed',
      html: '<p>Order 1001 placed</p>',
    });
    mailer.close();
    expect(mail.status).toBe('sent');
    expect(mail.sentAt).toBeInstanceOf(Date);
    const delivered = received.find((r) => r.to.includes('maria@example.ph'));
    expect(delivered?.raw).toContain('Subject: Your order');
    expect(delivered?.raw).toContain('Order 1001 placed');
  });

  it('keeps the message and the reason when the SMTP server cannot be reached', async () => {
    const store = memoryStore();
    const mailer = createMailer({
      from: 'shop@example.ph',
      mailDir: mkdtempSync(path.join(tmpdir(), 'shop-mail-')),
      smtpUrl: 'smtp://127.0.0.1:1?ignoreTLS=true',
      store,
    });
    const mail = await mailer.send({ to: 'pedro@example.ph', subject: 'Hello', text: 'Hi' });
    mailer.close();
    expect(mail.status).toBe('failed');
    expect(mail.lastError).toMatch(/ECONNREFUSED|connect/);
    expect(store.saved).toHaveLength(1);
  });
});
