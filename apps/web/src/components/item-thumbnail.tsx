import ChairOutlinedIcon from '@mui/icons-material/ChairOutlined';
import Box from '@mui/material/Box';

export interface ItemThumbnailProps {
  image: { url: string; alt: string } | null;
  size: number;
}

/** A product photo beside its name; decorative, since the name is written next to it. */
export function ItemThumbnail({ image, size }: ItemThumbnailProps) {
  return (
    <Box
      sx={{
        flex: `0 0 ${size}px`,
        width: size,
        height: size,
        borderRadius: 1,
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {image ? (
        <Box
          component="img"
          src={image.url}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          sx={{ width: size, height: size, objectFit: 'cover' }}
        />
      ) : (
        <ChairOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
      )}
    </Box>
  );
}
