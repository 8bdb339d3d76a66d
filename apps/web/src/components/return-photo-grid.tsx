import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { SkeletonBlock } from './skeleton-block';

export interface ReturnPhotoGridProps {
  /** The photos' ids, in order. */
  ids: readonly string[];
  /** Per id: a data: URL, 'error' when it failed; absent while loading. */
  urls: Record<string, string>;
  /** Given, each photo is a button that opens it (e.g. larger). */
  onOpen?: (index: number) => void;
}

/** The photos sent with a return as square thumbnails. */
export function ReturnPhotoGrid({ ids, urls, onOpen }: ReturnPhotoGridProps) {
  return (
    <Box
      component="ul"
      aria-label="Photos sent with the return"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 1.5,
      }}
    >
      {ids.map((id, index) => {
        const url = urls[id];
        const alt = `Photo ${index + 1} of the return`;
        const image = (
          <Box
            component="img"
            src={url}
            alt={alt}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        );
        return (
          <Box
            component="li"
            key={id}
            sx={{ borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100', aspectRatio: '1' }}
          >
            {url === undefined ? (
              <SkeletonBlock sx={{ width: '100%', height: '100%' }} />
            ) : url === 'error' ? (
              <Box
                role="img"
                aria-label={`${alt} could not be loaded`}
                sx={{ display: 'grid', placeItems: 'center', height: '100%' }}
              >
                <BrokenImageOutlinedIcon sx={{ color: 'text.secondary' }} />
              </Box>
            ) : onOpen ? (
              <ButtonBase
                onClick={() => onOpen(index)}
                aria-label={`Open photo ${index + 1} larger`}
                sx={{ width: '100%', height: '100%', '&:focus-visible': { outline: 3 } }}
              >
                {image}
              </ButtonBase>
            ) : (
              image
            )}
          </Box>
        );
      })}
    </Box>
  );
}
