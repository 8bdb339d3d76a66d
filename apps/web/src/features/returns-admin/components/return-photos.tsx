import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ReturnPhotoGrid } from '../../../components/return-photo-grid';
import { useAdminPhotoUrls } from '../api/get-return-photo';

/** The customer's photos as thumbnails; each opens larger in a dialog. */
export function ReturnPhotos({ photos }: { photos: readonly { id: string; url: string }[] }) {
  const urls = useAdminPhotoUrls(photos);
  const [shown, setShown] = useState<number | null>(null);
  if (photos.length === 0)
    return <Typography color="text.secondary">No photos were sent.</Typography>;
  const shownUrl = shown === null ? undefined : urls[photos[shown]?.id ?? ''];
  return (
    <>
      <ReturnPhotoGrid
        ids={photos.map((photo) => photo.id)}
        urls={urls}
        onOpen={(index) => setShown(index)}
      />
      <Dialog open={shown !== null} onClose={() => setShown(null)} maxWidth="lg">
        <DialogTitle>Photo {shown === null ? '' : shown + 1} of the return</DialogTitle>
        <DialogContent>
          {shownUrl && shownUrl !== 'error' ? (
            <Box
              component="img"
              src={shownUrl}
              alt={`Photo ${(shown ?? 0) + 1} of the return, large`}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '80vh' }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
