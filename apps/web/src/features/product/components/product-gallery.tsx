import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import type { ProductImage as ProductImageData } from '@shop/shared/contracts/catalogue';
import { ProductImage } from './product-image';

// Only a shopper who opens a photo pays for the viewer's code.
const PhotoViewer = lazy(() =>
  import('./photo-viewer').then((module) => ({ default: module.PhotoViewer })),
);

export interface ProductGalleryProps {
  images: readonly ProductImageData[];
  productName: string;
  index: number;
  onIndexChange: (index: number) => void;
}

const navButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255, 255, 255, 0.9)',
  boxShadow: 2,
  '&:hover': { bgcolor: 'background.paper' },
} as const;

/**
 * The main photo with a row of thumbnails. Thumbnails are one tab stop: the arrow keys, Home and
 * End move between them and show the photo they land on.
 */
export function ProductGallery({ images, productName, index, onIndexChange }: ProductGalleryProps) {
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const [viewing, setViewing] = useState(false);
  // Opened once, kept mounted, so closing animates and hands focus back to the photo.
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const count = images.length;
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));

  const show = (next: number, focus = false) => {
    const wrapped = (next + count) % count;
    onIndexChange(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  };

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  }

  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: '#F6F1EB',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {count > 0 ? (
          <ButtonBase
            aria-label={`Open photo ${current + 1} full screen: ${images[current]?.alt || productName}`}
            aria-haspopup="dialog"
            onClick={() => {
              setViewerLoaded(true);
              setViewing(true);
            }}
            sx={{
              display: 'block',
              width: '100%',
              cursor: 'zoom-in',
              '&.Mui-focusVisible': {
                outline: '3px solid',
                outlineColor: 'primary.main',
                outlineOffset: -3,
              },
            }}
          >
            <ProductImage
              key={images[current]?.url}
              image={images[current]}
              fallbackAlt={productName}
              priority
              sizes="(min-width: 900px) 560px, 100vw"
            />
          </ButtonBase>
        ) : (
          <ProductImage image={undefined} fallbackAlt={productName} />
        )}
        {count > 1 ? (
          <>
            <IconButton
              aria-label="Previous photo"
              onClick={() => show(current - 1)}
              sx={{ ...navButtonSx, left: 8 }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label="Next photo"
              onClick={() => show(current + 1)}
              sx={{ ...navButtonSx, right: 8 }}
            >
              <ChevronRightIcon />
            </IconButton>
            <Box
              aria-live="polite"
              sx={{
                position: 'absolute',
                bottom: 8,
                right: 8,
                px: 1,
                borderRadius: 1,
                bgcolor: 'rgba(31, 27, 22, 0.75)',
                color: '#fff',
                fontSize: '0.8rem',
              }}
            >
              Photo {current + 1} of {count}
            </Box>
          </>
        ) : null}
      </Box>
      {count > 1 ? (
        <Box
          role="group"
          aria-label="Product photos"
          onKeyDown={handleKeyDown}
          sx={{ display: 'flex', gap: 1, mt: 1.5, overflowX: 'auto', pb: 0.5 }}
        >
          {images.map((image, position) => (
            <ButtonBase
              key={image.url}
              ref={(element: HTMLButtonElement | null) => {
                thumbs.current[position] = element;
              }}
              tabIndex={position === current ? 0 : -1}
              aria-label={`Photo ${position + 1}: ${image.alt || productName}`}
              aria-pressed={position === current}
              onClick={() => show(position)}
              sx={{
                flex: '0 0 auto',
                width: { xs: 64, sm: 80 },
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: position === current ? 'primary.main' : 'divider',
                bgcolor: '#F6F1EB',
              }}
            >
              <ProductImage
                image={image}
                fallbackAlt={productName}
                decorative
                sizes="80px"
                sx={{ pointerEvents: 'none' }}
              />
            </ButtonBase>
          ))}
        </Box>
      ) : null}
      {viewerLoaded ? (
        <Suspense fallback={null}>
          <PhotoViewer
            open={viewing}
            images={images}
            productName={productName}
            index={current}
            onIndexChange={onIndexChange}
            onClose={() => setViewing(false)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
