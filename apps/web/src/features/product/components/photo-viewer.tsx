import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ProductImage as ProductImageData } from '@shop/shared/contracts/catalogue';
import { ProductImage } from './product-image';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** A press that moves further than this (px) is a drag that pans, not a click that zooms. */
const CLICK_SLOP = 6;

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export interface PhotoViewerProps {
  open: boolean;
  images: readonly ProductImageData[];
  productName: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

interface View {
  zoom: number;
  /** The photo's shift in px while zoomed (dragged to see another part). */
  x: number;
  y: number;
}

const FIT: View = { zoom: 1, x: 0, y: 0 };

const barButtonSx = {
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' },
  '&.Mui-disabled': { color: 'rgba(255, 255, 255, 0.35)' },
  '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: 2 },
} as const;

/**
 * Full-screen photos: a click (or tap) zooms in where it lands and back out, the buttons and
 * + / − step the zoom, two fingers pinch it, a drag pans a zoomed photo; the arrows move between
 * photos and Escape closes (focus goes back to the photo that opened it, MUI's Dialog does it).
 */
export function PhotoViewer({
  open,
  images,
  productName,
  index,
  onIndexChange,
  onClose,
}: PhotoViewerProps) {
  const titleId = useId();
  const [view, setView] = useState<View>(FIT);
  const stage = useRef<HTMLDivElement | null>(null);
  // Pointers down on the photo, for pinch (two) and pan (one).
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ distance: number; zoom: number; moved: boolean } | null>(null);
  const count = images.length;
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  const image = images[current];

  const go = (next: number) => {
    if (count < 2) return;
    onIndexChange((next + count) % count);
    setView(FIT);
  };
  const zoomTo = (zoom: number) =>
    setView((now) => {
      const next = clampZoom(zoom);
      // Back to fit: centred again; otherwise keep the shift in step with the zoom.
      if (next === 1) return FIT;
      const ratio = next / now.zoom;
      return { zoom: next, x: now.x * ratio, y: now.y * ratio };
    });

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const actions: Record<string, () => void> = {
      ArrowRight: () => go(current + 1),
      ArrowLeft: () => go(current - 1),
      '+': () => zoomTo(view.zoom + 1),
      '=': () => zoomTo(view.zoom + 1),
      '-': () => zoomTo(view.zoom - 1),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = { distance: distance(), zoom: view.zoom, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const last = pointers.current.get(event.pointerId);
    if (!last || !gesture.current) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    if (pointers.current.size >= 2) {
      // Pinch: the zoom follows the fingers' spread from where the pinch started.
      gesture.current.moved = true;
      if (gesture.current.distance > 0) {
        zoomTo((gesture.current.zoom * distance()) / gesture.current.distance);
      }
      return;
    }
    const dx = now.x - last.x;
    const dy = now.y - last.y;
    if (Math.abs(dx) + Math.abs(dy) > 0) {
      const start = gesture.current;
      start.moved ||= Math.abs(dx) > CLICK_SLOP || Math.abs(dy) > CLICK_SLOP;
      if (view.zoom > 1) setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    }
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const wasGesture = gesture.current;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) return;
    gesture.current = null;
    if (!wasGesture || wasGesture.moved || event.type === 'pointercancel') return;
    // A click: zoom in on the spot clicked, or back out to the whole photo.
    if (view.zoom > 1) {
      setView(FIT);
      return;
    }
    const box = stage.current?.getBoundingClientRect();
    const zoom = 2;
    const offsetX = box ? event.clientX - (box.left + box.width / 2) : 0;
    const offsetY = box ? event.clientY - (box.top + box.height / 2) : 0;
    setView({ zoom, x: -offsetX * (zoom - 1), y: -offsetY * (zoom - 1) });
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      onKeyDown={handleKeyDown}
      slotProps={{
        paper: { sx: { bgcolor: '#15120F', color: '#fff' } },
        transition: { onExited: () => setView(FIT) },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1, sm: 2 },
          py: 1,
          borderBottom: '1px solid rgba(255, 255, 255, 0.12)',
        }}
      >
        <Typography
          id={titleId}
          component="h2"
          sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}
          noWrap
        >
          {productName}
        </Typography>
        <Typography aria-live="polite" sx={{ fontSize: '0.9rem', whiteSpace: 'nowrap' }}>
          Photo {current + 1} of {count} · {Math.round(view.zoom * 100)}%
        </Typography>
        <IconButton
          aria-label="Zoom out"
          onClick={() => zoomTo(view.zoom - 1)}
          disabled={view.zoom <= MIN_ZOOM}
          sx={barButtonSx}
        >
          <ZoomOutIcon />
        </IconButton>
        <IconButton
          aria-label="Zoom in"
          onClick={() => zoomTo(view.zoom + 1)}
          disabled={view.zoom >= MAX_ZOOM}
          sx={barButtonSx}
        >
          <ZoomInIcon />
        </IconButton>
        <IconButton aria-label="Close the photo viewer" onClick={onClose} sx={barButtonSx}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ position: 'relative', flex: 1, overflow: 'hidden' }}>
        <Box
          ref={stage}
          data-testid="photo-viewer-stage"
          data-zoom={view.zoom}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            // The browser's own pinch and scroll would fight ours.
            touchAction: 'none',
            cursor: view.zoom > 1 ? 'zoom-out' : 'zoom-in',
            userSelect: 'none',
          }}
        >
          <Box
            sx={{
              width: 'min(100%, calc(100vh - 64px))',
              maxWidth: 1200,
              transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`,
              transition: 'transform 120ms ease-out',
              '& img': { pointerEvents: 'none' },
            }}
          >
            <ProductImage
              key={image?.url}
              image={image}
              fallbackAlt={productName}
              eager
              sizes="100vw"
            />
          </Box>
        </Box>
        {count > 1 ? (
          <>
            <IconButton
              aria-label="Previous photo"
              onClick={() => go(current - 1)}
              sx={{
                ...barButtonSx,
                position: 'absolute',
                left: 8,
                top: '50%',
                bgcolor: 'rgba(0,0,0,0.45)',
              }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label="Next photo"
              onClick={() => go(current + 1)}
              sx={{
                ...barButtonSx,
                position: 'absolute',
                right: 8,
                top: '50%',
                bgcolor: 'rgba(0,0,0,0.45)',
              }}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        ) : null}
      </Box>
    </Dialog>
  );
}
