import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { randomUUID } from 'node:crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface StoredMail {
  id: string;
  toAddress: string;
  fromAddress: string;
  subject: string;
  text: string;
  html: string | null;
  status: 'stored' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  emlPath: string | null;
  sentAt: Date | null;
}

/** Where composed messages are recorded; the outbox repository implements it. */
export interface MailStore {
  save(mail: StoredMail): Promise<void>;
}

export interface Mailer {
  send(message: MailMessage): Promise<StoredMail>;
  close(): void;
}

export interface MailerOptions {
  from: string;
  /** Folder for the .eml copy of every message. */
  mailDir: string;
  /** When set, messages are also delivered through this SMTP server. */
  smtpUrl?: string;
  store: MailStore;
}

/**
 * Every message is composed once as RFC 822, written to mailDir as an .eml file and
 * recorded in the outbox; with SMTP configured the same message is then delivered.
 */
export function createMailer(options: MailerOptions): Mailer {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const smtp: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;

  return {
    async send(message) {
      const id = randomUUID();
      const envelope = { from: options.from, ...message, messageId: `<${id}@storefront>` };
      const composed = await composer.sendMail(envelope);
      const emlPath = await writeEml(options.mailDir, id, composed.message as Buffer);
      const mail: StoredMail = {
        id,
        toAddress: message.to,
        fromAddress: options.from,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        status: 'stored',
        attempts: 0,
        lastError: null,
        emlPath,
        sentAt: null,
      };
      if (smtp) {
        mail.attempts = 1;
        try {
          await smtp.sendMail(envelope);
          mail.status = 'sent';
          mail.sentAt = new Date();
        } catch (error) {
          mail.status = 'failed';
          mail.lastError = error instanceof Error ? error.message : String(error);
        }
      }
      await options.store.save(mail);
      return mail;
    },
    close() {
      smtp?.close();
    },
  };
}

async function writeEml(mailDir: string, id: string, raw: Buffer): Promise<string> {
  await mkdir(mailDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(mailDir, `${stamp}-${id}.eml`);
  await writeFile(file, raw);
  return file;
}
