import { formatMobile } from '@shop/shared';
import type { MailMessage, Mailer } from '../../platform/mail/mailer';
import type { SupplierRepository } from './supplier-repository';
import type { SupplierInquiryInput } from './supplier-schema';

/** To the shop's inbox; replying answers the supplier. */
export function supplierInquiryMail(
  input: SupplierInquiryInput,
  shopMail: string,
  id: string,
): MailMessage {
  return {
    to: shopMail,
    replyTo: input.email,
    subject: `Supplier inquiry: ${input.company}`,
    text: [
      `A supplier wrote through the website (reference ${id}).`,
      'Reply to this e-mail to answer them directly.',
      '',
      `Company: ${input.company}`,
      `Contact: ${input.contactName}`,
      `E-mail: ${input.email}`,
      `Mobile: ${formatMobile(input.mobile)}`,
      '',
      input.message,
      '',
    ].join('\n'),
  };
}

export function createSupplierService(deps: {
  repository: SupplierRepository;
  mailer: Mailer;
  projectId: string;
  shopMail: string;
}) {
  return {
    /** Stored first, so the inquiry is kept even if the mail cannot be sent. */
    async submit(
      input: SupplierInquiryInput,
      origin: { ipAddress?: string; userAgent?: string },
    ): Promise<{ _id: string }> {
      const row = await deps.repository.create({
        projectId: deps.projectId,
        company: input.company,
        contactName: input.contactName,
        email: input.email,
        mobile: input.mobile,
        message: input.message,
        ipAddress: origin.ipAddress ?? null,
        userAgent: origin.userAgent?.slice(0, 500) ?? null,
      });
      await deps.mailer.send(supplierInquiryMail(input, deps.shopMail, row.id));
      return { _id: row.id };
    },
  };
}
