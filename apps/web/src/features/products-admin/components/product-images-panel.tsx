import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import StarIcon from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { productImageAltSchema, type AdminProductImage } from '@shop/shared/admin/product';
import { useState } from 'react';
import { MoveButtons } from '../../../components/admin/move-buttons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { useArrangeProductImages, useRemoveProductImage } from '../api/product-images';
import { ImageUploadForm } from './image-upload-form';
import { thumbnailUrl } from '../../../lib/thumbnail-url';
import { TILE_SX } from '../../../components/admin/tile-sx';

export interface ProductImagesPanelProps {
  productId: string;
  images: AdminProductImage[];
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The gallery: upload, order (the first is the main picture), alt texts, remove. */
export function ProductImagesPanel({ productId, images }: ProductImagesPanelProps) {
  const arrange = useArrangeProductImages();
  const remove = useRemoveProductImage();
  const pushToast = useNoticesStore((state) => state.pushToast);
  const [removing, setRemoving] = useState<AdminProductImage | null>(null);
  const [error, setError] = useState<string | null>(null);

  const saveOrder = async (next: { key: string; alt: string }[], done: string) => {
    setError(null);
    try {
      await arrange.mutateAsync({ id: productId, images: next });
      pushToast({ msg: done, color: 'success' });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const entries = images.map(({ key, alt }) => ({ key, alt }));
  const move = (from: number, to: number, done: string) =>
    void saveOrder(moved(entries, from, to), done);

  return (
    <Stack spacing={3}>
      <ImageUploadForm
        productId={productId}
        onUploaded={() => pushToast({ msg: 'Picture added.', color: 'success' })}
      />
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {images.length === 0 ? (
        <Typography color="text.secondary">
          No pictures yet: the shop shows an illustration.
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Pictures, in the order the shop shows them"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {images.map((image, index) => (
            <Box component="li" key={image.key} sx={TILE_SX}>
              <Box sx={{ position: 'relative' }}>
                <Box
                  component="img"
                  src={thumbnailUrl(image.url)}
                  alt={image.alt}
                  loading="lazy"
                  sx={{
                    width: '100%',
                    aspectRatio: '4 / 3',
                    objectFit: 'cover',
                    borderRadius: 1,
                    bgcolor: 'grey.100',
                    display: 'block',
                  }}
                />
                {index === 0 ? (
                  <Chip
                    size="small"
                    color="primary"
                    icon={<StarIcon />}
                    label="Main picture"
                    sx={{ position: 'absolute', top: 8, left: 8 }}
                  />
                ) : null}
              </Box>
              <AltTextField
                key={image.alt}
                label={`Alt text of picture ${index + 1}`}
                initial={image.alt}
                onSave={(alt) =>
                  void saveOrder(
                    entries.map((entry) => (entry.key === image.key ? { ...entry, alt } : entry)),
                    'Alt text saved.',
                  )
                }
              />
              <Stack direction="row" spacing={0.5} sx={{ mt: 1, alignItems: 'center' }}>
                <MoveButtons
                  name={`picture ${index + 1}`}
                  first={index === 0}
                  last={index === images.length - 1}
                  disabled={arrange.isPending}
                  onMove={(direction) =>
                    direction === 'up'
                      ? move(index, index - 1, 'Picture moved up.')
                      : move(index, index + 1, 'Picture moved down.')
                  }
                />
                {index > 0 ? (
                  <Button
                    size="small"
                    disabled={arrange.isPending}
                    onClick={() => move(index, 0, 'Main picture changed.')}
                    aria-label={`Make picture ${index + 1} the main picture`}
                  >
                    Make main
                  </Button>
                ) : null}
                <Box sx={{ flexGrow: 1 }} />
                <Tooltip title="Remove">
                  <IconButton
                    color="error"
                    aria-label={`Remove picture ${index + 1}`}
                    onClick={() => setRemoving(image)}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this picture?"
        message={removing ? `“${removing.alt}” leaves the gallery and the shop.` : undefined}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const image = removing;
          setRemoving(null);
          if (!image) return;
          remove.mutate(
            { id: productId, key: image.key },
            {
              onSuccess: () => pushToast({ msg: 'Picture removed.', color: 'success' }),
              onError: (failure) => setError(failure.message),
            },
          );
        }}
      />
    </Stack>
  );
}

/** A picture's alt text, saved when the field is left with a changed, valid text. */
function AltTextField({
  label,
  initial,
  onSave,
}: {
  label: string;
  initial: string;
  onSave: (alt: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const commit = () => {
    const parsed = productImageAltSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (parsed.data !== initial) onSave(parsed.data);
  };
  return (
    <TextField
      label={label}
      size="small"
      fullWidth
      required
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      error={Boolean(error)}
      helperText={error ?? 'Saved when you leave the field.'}
      sx={{ mt: 1.5 }}
    />
  );
}
