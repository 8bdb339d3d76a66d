import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { MAX_UPLOAD_BYTES } from '@shop/shared/constants';
import { RETURN_PHOTOS_MAX } from '@shop/shared/order-after-sales';
import { FILE_TOO_LARGE_MESSAGE } from '@shop/shared/validation/messages';
import { useId, useState, type ChangeEvent } from 'react';
import { readAsDataUrl } from '../../../lib/read-as-data-url';

/** The image kinds the server accepts (it checks the bytes too). */
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_TYPE_MESSAGE = 'Only JPEG, PNG or WebP images can be added.';
export const PHOTO_LIMIT_MESSAGE = `You can add up to ${RETURN_PHOTOS_MAX} photos.`;

export interface PickedPhoto {
  key: string;
  file: File;
  /** A data: URL: the shop's Content-Security-Policy allows images from 'self' and data: only. */
  previewUrl: string;
}

let nextKey = 1;

/** Why a file cannot be added, checked before anything is uploaded; null when it can. */
export function photoProblem(file: File): string | null {
  if (!(RETURN_PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}

export interface ReturnPhotosFieldProps {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  disabled?: boolean;
}

/**
 * Photos of the damage: images only, each 5 MB at most (refused here with the spec's message,
 * before any upload), with previews and a remove button each.
 */
export function ReturnPhotosField({ photos, onChange, disabled = false }: ReturnPhotosFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [problems, setProblems] = useState<{ message: string; fileName?: string }[]>([]);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be picked again after a removal.
    event.target.value = '';
    const found: { message: string; fileName?: string }[] = [];
    const added: PickedPhoto[] = [];
    for (const file of files) {
      const problem = photoProblem(file);
      if (problem) {
        found.push({ message: problem, fileName: file.name });
        continue;
      }
      if (photos.length + added.length >= RETURN_PHOTOS_MAX) {
        found.push({ message: PHOTO_LIMIT_MESSAGE });
        break;
      }
      try {
        added.push({ key: `photo-${nextKey++}`, file, previewUrl: await readAsDataUrl(file) });
      } catch {
        found.push({ message: 'This file could not be read.', fileName: file.name });
      }
    }
    setProblems(found);
    if (added.length > 0) onChange([...photos, ...added]);
  };

  const remove = (photo: PickedPhoto) => {
    setProblems([]);
    onChange(photos.filter((entry) => entry.key !== photo.key));
  };

  const full = photos.length >= RETURN_PHOTOS_MAX;
  return (
    <Box>
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        disabled={disabled || full}
        // The hidden input takes the focus; the ring shows on the button around it.
        tabIndex={-1}
        role={undefined}
        sx={{ '&:focus-within': { outline: '3px solid #1a237e', outlineOffset: 2 } }}
      >
        Add photos
        <Box
          component="input"
          id={inputId}
          type="file"
          accept={RETURN_PHOTO_TYPES.join(',')}
          multiple
          disabled={disabled || full}
          onChange={(event) => void add(event)}
          aria-describedby={problems.length > 0 ? `${hintId} ${errorId}` : hintId}
          sx={visuallyHidden}
        />
      </Button>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Up to {RETURN_PHOTOS_MAX} photos: JPEG, PNG or WebP, 5 MB at most each.
      </Typography>
      {problems.length > 0 ? (
        <FormHelperText id={errorId} error role="alert" component="div">
          {problems.map((problem, index) => (
            // The spec's message stands alone; the file it is about follows in brackets.
            <Box key={index}>
              <span>{problem.message}</span>
              {problem.fileName ? <span> ({problem.fileName})</span> : null}
            </Box>
          ))}
        </FormHelperText>
      ) : null}
      {photos.length > 0 ? (
        <Box
          component="ul"
          aria-label="Photos to send"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
            gap: 1.5,
          }}
        >
          {photos.map((photo) => (
            <Box
              component="li"
              key={photo.key}
              sx={{
                position: 'relative',
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: 'grey.100',
              }}
            >
              <Box
                component="img"
                src={photo.previewUrl}
                alt={`Preview of ${photo.file.name}`}
                sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover' }}
              />
              <IconButton
                size="small"
                onClick={() => remove(photo)}
                disabled={disabled}
                aria-label={`Remove ${photo.file.name}`}
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'rgba(255, 255, 255, 0.92)',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
