import Box, { type BoxProps } from '@mui/material/Box';
import type { ProductImage as ProductImageData } from '@shop/shared/contracts/catalogue';

// Product photos are square; width and height reserve the space before the file arrives.
const DEFAULT_SIZE = 800;

export interface ProductImageProps {
  image: ProductImageData | undefined;
  /** Used when the image has no alt text of its own. */
  fallbackAlt: string;
  eager?: boolean;
  /** Inside a control that carries its own label: the photo adds nothing to it. */
  decorative?: boolean;
  /** How wide the photo shows, for the browser to pick a width from `srcset`. */
  sizes?: string;
  sx?: BoxProps['sx'];
}

/**
 * A product photo that never shifts the layout: intrinsic size set, lazy unless told, and for
 * uploaded photos the WebP width that fits the screen (`srcset` + `sizes`).
 */
export function ProductImage({
  image,
  fallbackAlt,
  eager = false,
  decorative = false,
  sizes = '100vw',
  sx,
}: ProductImageProps) {
  if (!image) {
    return (
      <Box
        role="img"
        aria-label={`${fallbackAlt}: no photo yet`}
        sx={[
          { width: '100%', aspectRatio: '1 / 1', bgcolor: '#F1ECE6' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      />
    );
  }
  return (
    <Box
      component="img"
      src={image.url}
      {...(image.srcset ? { srcSet: image.srcset, sizes } : {})}
      alt={decorative ? '' : image.alt || fallbackAlt}
      width={image.width ?? DEFAULT_SIZE}
      height={image.height ?? DEFAULT_SIZE}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${image.width ?? DEFAULT_SIZE} / ${image.height ?? DEFAULT_SIZE}`,
          objectFit: 'contain',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
