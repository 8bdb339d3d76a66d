import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField, ErrorNotice, MobileField } from '../../../components/form/form-text-field';
import { toDisplayMessages } from '../../../lib/error-messages';
import { isRecord } from '../../../lib/storage';
import { useCreateContactMessage } from '../api/create-contact-message';
import {
  CONTACT_LIMITS,
  contactSchema,
  type ContactField,
  type ContactFormValues,
  type ContactMessage,
} from '../contact-schema';

const FIELDS: readonly ContactField[] = ['name', 'email', 'mobile', 'subject', 'message'];
const isContactField = (key: string): key is ContactField =>
  (FIELDS as readonly string[]).includes(key);

const EMPTY: ContactFormValues = { name: '', email: '', mobile: '', subject: '', message: '' };

// Off-screen rather than display:none: some bots skip fields that are not rendered.
const honeypotSx = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

export interface ContactFormProps {
  onSent: (message: ContactMessage) => void;
}

/** The contact form: the server's rules and messages, field errors from the server, a honeypot. */
export function ContactForm({ onSent }: ContactFormProps) {
  const { control, handleSubmit, setError, formState } = useForm<
    ContactFormValues,
    unknown,
    ContactMessage
  >({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  });
  const mutation = useCreateContactMessage();
  const [notice, setNotice] = useState<string[]>([]);
  const messageLength = useWatch({ control, name: 'message' }).length;

  const send = async (values: ContactMessage, website: string) => {
    setNotice([]);
    const result = await mutation.mutateAsync({ ...values, website });
    if (result.ok) {
      onSent(values);
      return;
    }
    let focused = false;
    if (isRecord(result.errors)) {
      for (const [key, message] of Object.entries(result.errors)) {
        if (!isContactField(key) || typeof message !== 'string') continue;
        setError(key, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
    }
    setNotice(toDisplayMessages(result));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The honeypot lives outside the form state: only a bot ever fills it in.
    const website = new FormData(event.currentTarget).get('website');
    void handleSubmit((values) => send(values, typeof website === 'string' ? website : ''))(event);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      sx={{ display: 'grid', gap: 2.5, position: 'relative' }}
    >
      <Typography id="contact-form-title" variant="h2" sx={{ fontSize: '1.4rem' }}>
        Send us a message
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: -1.5, fontSize: '0.9rem' }}>
        All fields are required.
      </Typography>

      <ErrorNotice messages={notice} />

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="name" label="Name" required autoComplete="name" />
        <FormTextField
          control={control}
          name="email"
          label="E-mail address"
          type="email"
          required
          autoComplete="email"
        />
      </Box>
      <MobileField
        control={control}
        name="mobile"
        required
        helperText={
          <>
            10 digits starting with 9, e.g.{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              917 123 4567
            </Box>
          </>
        }
        sx={{ maxWidth: { sm: 'calc(50% - 10px)' } }}
      />
      <FormTextField control={control} name="subject" label="Subject" required />
      <FormTextField
        control={control}
        name="message"
        label="Message"
        required
        multiline
        minRows={6}
        helperText={`${messageLength}/${CONTACT_LIMITS.messageMax} characters`}
      />

      <Box aria-hidden="true" sx={honeypotSx}>
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </Box>

      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          sx={{ minWidth: 180 }}
        >
          Send message
        </Button>
      </Box>
    </Box>
  );
}
