import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ThumbnailImage } from '../../../components/thumbnail-image';

/** The cart's lines with its summary beside them, or (on phones, `compact`) under them. */
export function CartColumns({ compact, children }: { compact: boolean; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: compact ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) 340px',
      }}
    >
      {children}
    </Box>
  );
}

/** The largest a cart line's photo is drawn (its file's intrinsic size hint). */
const LARGEST_IMAGE = 96;

export interface CartLineImageProps {
  /** The product's page; the photo is a second, hidden way there (the name is the link). */
  href: string;
  src: string | null;
  size: number;
  /** Where it sits in its line's layout. */
  sx?: SxProps<Theme>;
}

/** A cart line's product photo, a square on the shop's light-wood backdrop. */
export function CartLineImage({ href, src, size, sx }: CartLineImageProps) {
  return (
    <Box
      component={RouterLink}
      to={href}
      tabIndex={-1}
      aria-hidden
      sx={[
        { width: size, height: size, borderRadius: 1.5, overflow: 'hidden', bgcolor: '#F1ECE6' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src ? <ThumbnailImage url={src} size={LARGEST_IMAGE} fill /> : null}
    </Box>
  );
}
