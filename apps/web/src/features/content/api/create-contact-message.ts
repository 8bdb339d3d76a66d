import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import type { ContactMessage } from '../contact-schema';

export interface ContactMessageBody extends ContactMessage {
  /** The honeypot: empty when a person fills in the form. */
  website: string;
}

/** POST /api/v1/public/contact-us — stores the message and mails the shop and the sender. */
export function createContactMessage(body: ContactMessageBody) {
  return apiClient.post<{ _id: string }>('catalogue', '/api/v1/public/contact-us', { body });
}

/** Resolves with the API result (never rejects), so the form can map field errors itself. */
export function useCreateContactMessage() {
  return useMutation<ApiResult<{ _id: string }>, Error, ContactMessageBody>({
    mutationFn: createContactMessage,
  });
}
