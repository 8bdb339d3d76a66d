import Box, { type BoxProps } from '@mui/material/Box';
import { preload } from 'react-dom';
import type { ProductImage as ProductImageData } from '@shop/shared/contracts/catalogue';

// Product photos are square; width and height reserve the space before the file arrives.
const DEFAULT_SIZE = 800;

export interface ProductImageProps {
  image: ProductImageData | undefined;
  /** Used when the image has no alt text of its own. */
  fallbackAlt: string;
  /** Load at once rather than when scrolled near (a photo in view as soon as it opens). */
  eager?: boolean;
  /**
   * The largest picture of its page (its LCP element): loaded first, and announced in the
   * document's head (`<link rel="preload">`, also when the page is rendered on the server) so
   * the browser fetches it before it has laid the page out.
   */
  priority?: boolean;
  /** Inside a control that carries its own label: the photo adds nothing to it. */
  decorative?: boolean;
  /** How wide the photo shows, for the browser to pick a width from `srcset`. */
  sizes?: string;
  sx?: BoxProps['sx'];
}

/**
 * A product photo that never shifts the layout: intrinsic size set, lazy and decoded off the
 * main thread unless told, and for uploaded photos the WebP width that fits the screen
 * (`srcset` + `sizes`). Drawn art (the seeded SVGs) has no widths: one file fits every size.
 */
export function ProductImage({
  image,
  fallbackAlt,
  eager = false,
  priority = false,
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
  if (priority) {
    preload(image.url, {
      as: 'image',
      fetchPriority: 'high',
      ...(image.srcset ? { imageSrcSet: image.srcset, imageSizes: sizes } : {}),
    });
  }
  return (
    <Box
      component="img"
      src={image.url}
      {...(image.srcset ? { srcSet: image.srcset, sizes } : {})}
      alt={decorative ? '' : image.alt || fallbackAlt}
      width={image.width ?? DEFAULT_SIZE}
      height={image.height ?? DEFAULT_SIZE}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
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
