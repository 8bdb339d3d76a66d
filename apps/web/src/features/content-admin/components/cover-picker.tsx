import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BlogCover } from '@shop/shared/admin/content';
import { useId, useRef, useState } from 'react';
import { fieldErrors } from '../../../lib/admin-api';
import { useUploadBlogCover } from '../api/upload-blog-cover';

const ALT_REQUIRED = 'Describe the picture for readers who cannot see it (alt text).';

export interface CoverPickerProps {
  cover: Pick<BlogCover, 'url' | 'alt'> | null;
  onUploaded: (cover: BlogCover) => void;
  /** The form's message for the cover (e.g. none uploaded yet). */
  error?: string;
}

/** The article's cover: alt text first, then a JPEG, PNG or WebP of 10 MB at most. */
export function CoverPicker({ cover, onUploaded, error }: CoverPickerProps) {
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadBlogCover();

  const choose = () => {
    if (!alt.trim()) {
      setProblem(ALT_REQUIRED);
      return;
    }
    setProblem(null);
    fileRef.current?.click();
  };

  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      onUploaded(await upload.mutateAsync({ file, alt: alt.trim() }));
      setAlt('');
    } catch (failure) {
      const errors = fieldErrors(failure);
      setProblem(errors.file ?? errors.alt ?? (failure as Error).message);
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Cover picture
      </Typography>
      {cover ? (
        <Box
          component="img"
          src={cover.url}
          alt={cover.alt}
          sx={{
            width: '100%',
            maxWidth: 360,
            aspectRatio: '3 / 2',
            objectFit: 'cover',
            borderRadius: 1,
          }}
        />
      ) : (
        <Typography color={error ? 'error' : 'text.secondary'} variant="body2">
          {error ?? 'No cover yet: every article needs one.'}
        </Typography>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Alt text of the new cover"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          size="small"
          fullWidth
          error={problem === ALT_REQUIRED}
          helperText={problem === ALT_REQUIRED ? ALT_REQUIRED : 'What the picture shows.'}
        />
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          onClick={choose}
          disabled={upload.isPending}
          sx={{ flexShrink: 0 }}
        >
          {upload.isPending ? 'Uploading…' : cover ? 'Replace cover' : 'Upload cover'}
        </Button>
        <input
          id={inputId}
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          aria-label="Cover picture file"
          onChange={(event) => void send(event.target.files?.[0])}
        />
      </Stack>
      {problem && problem !== ALT_REQUIRED ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
