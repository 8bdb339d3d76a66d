import { randomUUID } from 'node:crypto';
import type { Mailer } from '../../platform/mail/mailer';
import type { ContactRepository } from './contact-repository';
import { senderCopy, shopNotification } from './contact-mail';
import { isHoneypotFilled, type ContactInput } from './contact-schema';

export interface ContactServiceDeps {
  repository: ContactRepository;
  mailer: Mailer;
  projectId: string;
  shopMail: string;
}

export interface ContactResult {
  id: string;
  /** True when the honeypot caught a bot: nothing was stored or sent. */
  dropped: boolean;
}

export function createContactService(deps: ContactServiceDeps) {
  return {
    /** Stores the message first, so it is kept even if a mail cannot be sent. */
    async submit(
      input: ContactInput,
      origin: { ipAddress?: string; userAgent?: string },
    ): Promise<ContactResult> {
      // A bot gets the answer a person gets, with an id that points nowhere.
      if (isHoneypotFilled(input.website)) return { id: randomUUID(), dropped: true };
      const row = await deps.repository.create({
        projectId: deps.projectId,
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        subject: input.subject,
        message: input.message,
        ipAddress: origin.ipAddress ?? null,
        userAgent: origin.userAgent?.slice(0, 500) ?? null,
      });
      await deps.mailer.send(shopNotification(input, deps.shopMail, row.id));
      await deps.mailer.send(senderCopy(input, deps.shopMail));
      return { id: row.id, dropped: false };
    },
  };
}
