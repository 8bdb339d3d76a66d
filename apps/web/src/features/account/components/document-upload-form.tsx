import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  fileSize,
  INVALID_CHARACTER_MESSAGE,
  maxLengthMessage,
  REQUIRED_MESSAGE,
} from '@shop/shared';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField, ErrorAlerts } from '../../../components/form/form-text-field';
import { isRecord } from '../../../lib/storage';
import type { AccountDocument } from '../api/get-documents';
import { useUploadDocument } from '../api/upload-document';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_NUMBER_MAX,
  DOCUMENT_TYPE_OPTIONS,
  DOCUMENT_TYPES,
  documentTypeExpires,
  IMAGE_TYPES,
  manilaToday,
  PDF_TYPE,
} from '../document-types';
import { placeServerErrors } from '../form-errors';
import { FilePicker } from './file-picker';

type FileSide = 'front' | 'back' | 'pdf';
const pickedFile = z.custom<File | null>((value) => value === null || value instanceof File);
const withinSizeLimit = fileSize<File>();

const uploadSchema = z
  .object({
    // No rule here stops the parse early (`abort`): the rules across fields below would be
    // skipped, and the file fields would keep quiet until the text fields are right.
    type: z
      .string()
      .refine((value) => value !== '', { error: REQUIRED_MESSAGE })
      .refine((value) => value === '' || (DOCUMENT_TYPES as readonly string[]).includes(value), {
        error: DOCUMENT_MESSAGES.type,
      }),
    // The server's rule (modules/account/documents-schema.ts).
    number: z
      .string()
      .trim()
      .min(1, { error: REQUIRED_MESSAGE })
      .max(DOCUMENT_NUMBER_MAX, { error: maxLengthMessage(DOCUMENT_NUMBER_MAX) })
      .regex(/^[A-Za-z0-9 -]*$/, { error: INVALID_CHARACTER_MESSAGE }),
    expiry: z.string(),
    format: z.enum(['images', 'pdf']),
    front: pickedFile,
    back: pickedFile,
    pdf: pickedFile,
  })
  // Rules across fields; they run even while another field is still wrong.
  .superRefine(
    (value, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });

      if (value.expiry) {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value.expiry))
          issue('expiry', DOCUMENT_MESSAGES.expiryDate);
        else if (value.expiry < manilaToday()) issue('expiry', DOCUMENT_MESSAGES.expired);
      } else if (documentTypeExpires(value.type)) {
        issue('expiry', REQUIRED_MESSAGE);
      }

      const sides: FileSide[] = value.format === 'pdf' ? ['pdf'] : ['front', 'back'];
      for (const side of sides) {
        const file = value[side];
        if (!file) {
          if (side !== 'back') issue(side, REQUIRED_MESSAGE);
          continue;
        }
        const size = withinSizeLimit.safeParse(file);
        if (!size.success) issue(side, size.error.issues[0]?.message ?? REQUIRED_MESSAGE);
        // A browser that cannot tell the type leaves it blank; the server reads the bytes anyway.
        else if (!file.type) continue;
        else if (side === 'pdf' && file.type !== PDF_TYPE) issue(side, DOCUMENT_MESSAGES.pdfSide);
        else if (side !== 'pdf' && !(IMAGE_TYPES as readonly string[]).includes(file.type)) {
          issue(side, DOCUMENT_MESSAGES.imageSide);
        }
      }
    },
    { when: (payload) => isRecord(payload.value) },
  );
type UploadValues = z.infer<typeof uploadSchema>;

const FIELDS = ['type', 'number', 'expiry', 'front', 'back', 'pdf'] as const;
const DEFAULTS: UploadValues = {
  type: '',
  number: '',
  expiry: '',
  format: 'images',
  front: null,
  back: null,
  pdf: null,
};

const FILE_FIELDS: Record<FileSide, { label: string; accept: string; required: boolean }> = {
  front: { label: 'Front image', accept: IMAGE_TYPES.join(','), required: true },
  back: { label: 'Back image (optional)', accept: IMAGE_TYPES.join(','), required: false },
  pdf: { label: 'PDF file', accept: PDF_TYPE, required: true },
};

/** Uploads one identity document: type, number, expiry, and its images or one PDF. */
export function DocumentUploadForm({
  onUploaded,
  onCancel,
}: {
  onUploaded: (document: AccountDocument) => void;
  onCancel: () => void;
}) {
  const [errors, setErrors] = useState<string[]>([]);
  const upload = useUploadDocument();
  const formatLabelId = useId();
  const { control, handleSubmit, setError, trigger } = useForm<UploadValues>({
    resolver: zodResolver(uploadSchema),
    mode: 'onTouched',
    defaultValues: DEFAULTS,
  });
  const type = useWatch({ control, name: 'type' });
  const format = useWatch({ control, name: 'format' });
  const expires = documentTypeExpires(type);

  const onSubmit = handleSubmit(async (values) => {
    setErrors([]);
    const pdf = values.format === 'pdf';
    const result = await upload.mutateAsync({
      type: values.type,
      number: values.number,
      expiry: values.expiry || undefined,
      front: pdf ? null : values.front,
      back: pdf ? null : values.back,
      pdf: pdf ? values.pdf : null,
    });
    if (result.ok) onUploaded(result.data);
    else setErrors(placeServerErrors(result, FIELDS, setError));
  });

  const fileField = (side: FileSide) => (
    <Controller
      key={side}
      control={control}
      name={side}
      render={({ field, fieldState }) => (
        <FilePicker
          name={side}
          {...FILE_FIELDS[side]}
          file={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          onChange={(file) => {
            field.onChange(file);
            // A file that is too large or of the wrong kind is refused at once, before upload.
            void trigger(side);
          }}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Upload a document">
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="type"
            label="Document type"
            select
            required
            fullWidth
            autoFocus
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              Choose a document type
            </option>
            {DOCUMENT_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="number"
            label="Document number"
            autoComplete="off"
            required
            fullWidth
            helperText="Letters, numbers, spaces and dashes."
          />
        </Stack>
        <FormTextField
          control={control}
          name="expiry"
          label="Expiry date"
          type="date"
          required={expires}
          helperText={
            expires || !type
              ? 'As printed on the document.'
              : 'This document has no expiry date; leave it blank.'
          }
          sx={{ maxWidth: { sm: 280 } }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: manilaToday() } }}
        />
        <Controller
          control={control}
          name="format"
          render={({ field }) => (
            <FormControl>
              <FormLabel id={formatLabelId} sx={{ fontWeight: 600, color: 'text.primary' }}>
                Upload as
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby={formatLabelId}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                <FormControlLabel
                  value="images"
                  control={<Radio />}
                  label="Photos of the front and back"
                />
                <FormControlLabel value="pdf" control={<Radio />} label="One PDF file" />
              </RadioGroup>
            </FormControl>
          )}
        />
        {format === 'pdf' ? fileField('pdf') : [fileField('front'), fileField('back')]}
        <ErrorAlerts messages={errors} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
