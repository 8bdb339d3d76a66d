import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
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
      <Box
        component="ul"
        aria-label="Photos sent with the return"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 1.5,
        }}
      >
        {photos.map((photo, index) => {
          const url = urls[photo.id];
          const alt = `Photo ${index + 1} of the return`;
          return (
            <Box component="li" key={photo.id} sx={{ aspectRatio: '1', bgcolor: 'grey.100' }}>
              {url === undefined ? (
                <Skeleton variant="rectangular" sx={{ width: '100%', height: '100%' }} />
              ) : url === 'error' ? (
                <Box
                  role="img"
                  aria-label={`${alt} could not be loaded`}
                  sx={{ display: 'grid', placeItems: 'center', height: '100%' }}
                >
                  <BrokenImageOutlinedIcon sx={{ color: 'text.secondary' }} />
                </Box>
              ) : (
                <ButtonBase
                  onClick={() => setShown(index)}
                  aria-label={`Open photo ${index + 1} larger`}
                  sx={{ width: '100%', height: '100%', '&:focus-visible': { outline: 3 } }}
                >
                  <Box
                    component="img"
                    src={url}
                    alt={alt}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                </ButtonBase>
              )}
            </Box>
          );
        })}
      </Box>
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
