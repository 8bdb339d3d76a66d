import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PRODUCT_IMAGE_LIMITS,
  PRODUCT_IMAGE_MESSAGES,
  productImageAltSchema,
} from '@shop/shared/admin/product';
import { useId, useRef, useState, type FormEvent } from 'react';
import { fieldErrors } from '../../../lib/admin-api';
import { useUploadProductImage } from '../api/product-images';

interface UploadErrors {
  file?: string;
  alt?: string;
  form?: string;
}

/** Adds one picture: the file (checked for size here first) and its required alt text. */
export function ImageUploadForm({
  productId,
  onUploaded,
}: {
  productId: string;
  onUploaded: () => void;
}) {
  const fileId = useId();
  const fileHelpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProductImage();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<UploadErrors>({});

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setErrors((current) => ({
      ...current,
      form: undefined,
      file:
        chosen && chosen.size > PRODUCT_IMAGE_LIMITS.maxBytes
          ? PRODUCT_IMAGE_MESSAGES.tooLarge
          : undefined,
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const altResult = productImageAltSchema.safeParse(alt);
    const next: UploadErrors = {};
    if (!file) next.file = PRODUCT_IMAGE_MESSAGES.fileRequired;
    else if (file.size > PRODUCT_IMAGE_LIMITS.maxBytes) next.file = PRODUCT_IMAGE_MESSAGES.tooLarge;
    if (!altResult.success) next.alt = altResult.error.issues[0]?.message;
    setErrors(next);
    if (next.file || next.alt || !file || !altResult.success) return;
    try {
      await upload.mutateAsync({ id: productId, file, alt: altResult.data });
      setFile(null);
      setAlt('');
      if (input.current) input.current.value = '';
      onUploaded();
    } catch (failure) {
      const fields = fieldErrors(failure);
      setErrors({
        file: fields.file,
        alt: fields.alt,
        form: fields.file || fields.alt ? undefined : (failure as Error).message,
      });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Upload a picture">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 240 }}>
          <Typography
            component="label"
            htmlFor={fileId}
            variant="body2"
            sx={{ display: 'block', mb: 0.5 }}
          >
            Picture (JPEG, PNG or WebP, up to 10 MB)
          </Typography>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept={PRODUCT_IMAGE_LIMITS.accept.join(',')}
            aria-describedby={fileHelpId}
            aria-invalid={Boolean(errors.file)}
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
          <FormHelperText id={fileHelpId} error={Boolean(errors.file)}>
            {errors.file ?? (file ? file.name : 'No picture chosen.')}
          </FormHelperText>
        </Box>
        <TextField
          label="Alt text"
          required
          size="small"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          error={Boolean(errors.alt)}
          helperText={errors.alt ?? 'What the picture shows, for shoppers who cannot see it.'}
          sx={{ flex: 1, minWidth: 220 }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={upload.isPending}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </Button>
      </Stack>
      {errors.form ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errors.form}
        </Alert>
      ) : null}
    </Box>
  );
}
