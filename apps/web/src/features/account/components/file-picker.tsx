import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { MAX_UPLOAD_BYTES } from '@shop/shared/constants';
import { useEffect, useId, useState, type Ref } from 'react';
import { readAsDataUrl } from '../../../lib/read-as-data-url';

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A local preview of a picked image (as a data: URL, which the CSP allows for images). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    // A file over the limit is refused, not previewed.
    if (!file || !file.type.startsWith('image/') || file.size > MAX_UPLOAD_BYTES) return;
    let current = true;
    readAsDataUrl(file).then(
      (url) => {
        if (current) setPreview({ file, url });
      },
      () => {
        // No preview for a file the browser cannot read; the name and size still show.
      },
    );
    return () => {
      current = false;
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

export interface FilePickerProps {
  name: string;
  label: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A file input drawn as a button, with a preview of what was picked (a thumbnail for images,
 * name and size for a PDF) and a way to take it off again. The real input stays in the tab
 * order; its focus ring is drawn on the button.
 */
export function FilePicker({
  name,
  label,
  accept,
  file,
  onChange,
  onBlur,
  error,
  required = false,
  inputRef,
}: FilePickerProps) {
  const labelId = useId();
  const helperId = useId();
  const preview = usePreview(file);

  return (
    <Box>
      <Typography
        id={labelId}
        component="p"
        sx={{ fontWeight: 600, mb: 1, color: error ? 'error.main' : 'text.primary' }}
      >
        {label}
        {required ? (
          <Box component="span" aria-hidden sx={{ ml: 0.25 }}>
            *
          </Box>
        ) : null}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box
          component="label"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1,
            border: 1,
            borderColor: error ? 'error.main' : 'primary.main',
            borderRadius: 1,
            color: error ? 'error.main' : 'primary.main',
            fontWeight: 600,
            cursor: 'pointer',
            '&:hover': { bgcolor: 'rgba(198, 40, 40, 0.06)' },
            // The theme's keyboard focus ring, shown for the hidden input it holds.
            '&:has(:focus-visible)': { outline: '3px solid #1a237e', outlineOffset: 2 },
          }}
        >
          <UploadFileIcon fontSize="small" aria-hidden />
          {file ? 'Choose another file' : 'Choose file'}
          <Box
            component="input"
            ref={inputRef}
            type="file"
            name={name}
            accept={accept}
            aria-labelledby={labelId}
            aria-describedby={helperId}
            aria-invalid={Boolean(error)}
            aria-required={required}
            onBlur={onBlur}
            onChange={(event) => {
              const picked = event.currentTarget.files?.[0] ?? null;
              // Cleared, so picking the same file again after removing it still counts.
              event.currentTarget.value = '';
              if (picked) onChange(picked);
            }}
            sx={visuallyHidden}
          />
        </Box>
        {file ? (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              minWidth: 0,
              p: 1,
              pr: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
            }}
          >
            {preview ? (
              <Box
                component="img"
                src={preview}
                alt={`Preview of the ${label.toLowerCase()}`}
                sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 0.5 }}
              />
            ) : (
              <PictureAsPdfIcon color="primary" aria-hidden />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="body2"
                sx={{
                  fontWeight: 600,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  maxWidth: { xs: 150, sm: 260 },
                }}
              >
                {file.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatFileSize(file.size)}
              </Typography>
            </Box>
            <IconButton
              size="small"
              aria-label={`Remove ${file.name}`}
              onClick={() => onChange(null)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ) : null}
      </Box>
      <FormHelperText id={helperId} error={Boolean(error)}>
        {error ??
          (accept.includes('pdf') ? 'One PDF, at most 5 MB.' : 'JPG, PNG or WebP, at most 5 MB.')}
      </FormHelperText>
    </Box>
  );
}
