import Box from '@mui/material/Box';
import { thumbnailUrl } from '../lib/thumbnail-url';

export interface ThumbnailImageProps {
  /** The picture's address as the API gives it (the largest file of an uploaded photo). */
  url: string;
  /** The largest it is drawn, in CSS pixels: its intrinsic size hint, so nothing shifts. */
  size: number;
  /** Fill its box (which sets the size) instead of drawing at `size`. */
  fill?: boolean;
  fit?: 'cover' | 'contain';
}

/**
 * A small product picture beside a name that says what it is (cart and order lines, favourites,
 * search suggestions): decorative, its 320 px file rather than the 1,600 px one, loaded when
 * near the screen and decoded off the main thread.
 */
export function ThumbnailImage({ url, size, fill = false, fit = 'cover' }: ThumbnailImageProps) {
  return (
    <Box
      component="img"
      src={thumbnailUrl(url)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      sx={{
        display: 'block',
        width: fill ? '100%' : size,
        height: fill ? '100%' : size,
        objectFit: fit,
      }}
    />
  );
}
