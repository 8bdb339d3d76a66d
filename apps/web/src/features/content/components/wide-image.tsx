import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ContentImage } from '@shop/shared/contracts/content';
import type { ImgHTMLAttributes } from 'react';

/** The 2:1 frame of articles' and pages' pictures (also an empty cover's placeholder). */
export const wideImageSx = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  bgcolor: '#F1ECE6',
} as const;

export interface WideImageProps extends Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'loading' | 'decoding'
> {
  image: ContentImage;
  /** In place of the image's own text, e.g. "" where it only decorates. */
  alt?: string;
  /** Added to the frame (rounding, spacing, order). */
  sx?: SxProps<Theme>;
}

/**
 * A content picture in the 2:1 frame, with its size known before it loads (1200×600 when the
 * server has none), so the text around it does not jump.
 */
export function WideImage({ image, alt = image.alt, sx, ...attributes }: WideImageProps) {
  return (
    <Box
      component="img"
      src={image.url}
      alt={alt}
      width={image.width || 1200}
      height={image.height || 600}
      {...attributes}
      sx={[wideImageSx, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
