import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { MAX_UPLOAD_BYTES } from '@shop/shared/constants';
import {
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX_LENGTH,
  reviewBodySchema,
  type MyReview,
  type ReviewBody,
  type ReviewPhoto,
} from '@shop/shared/reviews';
import { fieldErrorsFromIssues } from '@shop/shared/api';
import { FILE_TOO_LARGE_MESSAGE } from '@shop/shared/validation/messages';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { StarInput } from './star-input';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_TYPE_MESSAGE = 'Only JPEG, PNG or WebP images can be added.';

export interface ReviewFormProps {
  productId: string;
  productName: string;
  /** The customer's earlier review of this product: the form edits it. */
  existing?: MyReview;
  upload: (file: File) => Promise<ReviewPhoto>;
  save: (body: ReviewBody) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** Stars, a text and up to four photos; checked here with the shared rules, then by the server. */
export function ReviewForm({
  productId,
  productName,
  existing,
  upload,
  save,
  onDone,
  onCancel,
}: ReviewFormProps) {
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null);
  const [text, setText] = useState(existing?.text ?? '');
  const [photos, setPhotos] = useState<ReviewPhoto[]>(existing?.photos ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const photoInputId = useId();

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setErrors(({ photoIds: _, ...rest }) => rest);
    for (const file of files) {
      if (!PHOTO_TYPES.includes(file.type)) {
        setErrors((current) => ({ ...current, photoIds: PHOTO_TYPE_MESSAGE }));
        return;
      }
      if (file.size > MAX_UPLOAD_BYTES) {
        setErrors((current) => ({ ...current, photoIds: FILE_TOO_LARGE_MESSAGE }));
        return;
      }
    }
    const room = REVIEW_PHOTOS_MAX - photos.length;
    if (files.length > room) {
      setErrors((current) => ({
        ...current,
        photoIds: `Add at most ${REVIEW_PHOTOS_MAX} photos.`,
      }));
      return;
    }
    setBusy(true);
    try {
      const added: ReviewPhoto[] = [];
      for (const file of files) added.push(await upload(file));
      setPhotos((current) => [...current, ...added]);
    } catch (error) {
      setErrors((current) => ({
        ...current,
        photoIds: error instanceof Error ? error.message : 'The photo could not be uploaded.',
      }));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      productId,
      rating: rating ?? undefined,
      text,
      photoIds: photos.map((p) => p._id),
    };
    const parsed = reviewBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await save(parsed.data);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.errors && typeof error.errors === 'object') {
        setErrors(error.errors as Record<string, string>);
      }
      setFailure(error instanceof Error ? error.message : 'The review could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Review of ${productName}`}
      sx={{ display: 'grid', gap: 2 }}
    >
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <StarInput value={rating} onChange={setRating} error={errors.rating} disabled={busy} />
      <TextField
        label="Your review"
        multiline
        minRows={4}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={Boolean(errors.text)}
        helperText={errors.text ?? `${text.length}/${REVIEW_TEXT_MAX_LENGTH}`}
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX_LENGTH + 1 } }}
      />
      <Box>
        <Typography component="p" sx={{ fontWeight: 600, mb: 1 }}>
          Photos (optional, up to {REVIEW_PHOTOS_MAX})
        </Typography>
        {photos.length > 0 ? (
          <Box component="ul" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', p: 0, m: 0, mb: 1 }}>
            {photos.map((photo, index) => (
              <Box component="li" key={photo._id} sx={{ listStyle: 'none', position: 'relative' }}>
                <Box
                  component="img"
                  src={photo.url}
                  alt={`Photo ${index + 1}`}
                  sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
                />
                <Button
                  size="small"
                  onClick={() => setPhotos((current) => current.filter((p) => p._id !== photo._id))}
                  disabled={busy}
                  sx={{ display: 'block', minWidth: 0, p: 0 }}
                >
                  Remove<Box component="span" sx={visuallyHidden}>{` photo ${index + 1}`}</Box>
                </Button>
              </Box>
            ))}
          </Box>
        ) : null}
        {photos.length < REVIEW_PHOTOS_MAX ? (
          <Button variant="outlined" component="label" htmlFor={photoInputId} disabled={busy}>
            Add photos
            <input
              id={photoInputId}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              multiple
              hidden
              onChange={(event) => void addPhotos(event)}
            />
          </Button>
        ) : null}
        {errors.photoIds ? <FormHelperText error>{errors.photoIds}</FormHelperText> : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {existing ? 'Update review' : 'Submit review'}
        </Button>
      </Box>
    </Box>
  );
}
