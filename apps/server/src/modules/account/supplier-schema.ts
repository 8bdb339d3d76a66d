import {
  email,
  labelMinLengthMessage,
  maxLengthMessage,
  mobile,
  personName,
  requiredString,
} from '@shop/shared';
import { z } from 'zod';

export const SUPPLIER_LIMITS = {
  companyMax: 150,
  contactNameMin: 2,
  contactNameMax: 100,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** A supplier's inquiry (POST /api/send-supplier-email), with the spec's messages. */
export const supplierInquiryBodySchema = z.object({
  company: requiredString().max(SUPPLIER_LIMITS.companyMax, {
    error: maxLengthMessage(SUPPLIER_LIMITS.companyMax),
  }),
  contactName: personName({
    label: 'Contact name',
    min: SUPPLIER_LIMITS.contactNameMin,
    max: SUPPLIER_LIMITS.contactNameMax,
  }),
  email: email(),
  mobile: mobile(),
  message: requiredString()
    .min(SUPPLIER_LIMITS.messageMin, {
      error: labelMinLengthMessage('Message', SUPPLIER_LIMITS.messageMin),
    })
    .max(SUPPLIER_LIMITS.messageMax, { error: maxLengthMessage(SUPPLIER_LIMITS.messageMax) }),
});

export type SupplierInquiryInput = z.infer<typeof supplierInquiryBodySchema>;
