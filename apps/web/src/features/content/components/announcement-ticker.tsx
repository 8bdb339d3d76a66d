import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import { TICKER_DIRECTION, TICKER_SECONDS } from '@shop/shared/constants';
import { useState } from 'react';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion';
import type { Announcement } from '@shop/shared/contracts/catalogue';
import { useAnnouncements } from '../api/get-announcements';
import { TICKER_FRAME_SX, TickerPlaceholder } from './announcement-ticker-frame';

// The track holds two copies; shifting by one copy's width loops without a seam.
const scrollRight = keyframes`
  from { transform: translateX(-50%); }
  to { transform: translateX(0); }
`;
const scrollLeft = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

interface AnnouncementListProps {
  items: Announcement[];
  /** The second copy of a moving track is decoration for sighted users only. */
  hidden?: boolean;
  still?: boolean;
}

function AnnouncementList({ items, hidden, still }: AnnouncementListProps) {
  return (
    <Box
      component="ul"
      aria-hidden={hidden || undefined}
      sx={{
        display: 'flex',
        flex: 'none',
        flexWrap: still ? 'wrap' : 'nowrap',
        minWidth: still ? 0 : '100vw',
        width: still ? '100%' : 'auto',
        justifyContent: still ? 'center' : 'space-around',
        columnGap: 6,
        rowGap: 0.5,
        m: 0,
        px: 3,
        listStyle: 'none',
        textAlign: 'center',
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item._id} sx={{ whiteSpace: still ? 'normal' : 'nowrap' }}>
          {item.text}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The scrolling strip above the header (spec section 1): 15 s per cycle, moving right, paused
 * on hover, focus or the pause button, and still for shoppers who ask for reduced motion.
 */
export function AnnouncementTicker() {
  const { data: announcements, isPending } = useAnnouncements();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);

  if (isPending) return <TickerPlaceholder />;
  if (!announcements || announcements.length === 0) return null;

  const moving = !reducedMotion;
  const animation = `${TICKER_DIRECTION === 'right' ? scrollRight : scrollLeft} ${TICKER_SECONDS}s linear infinite`;

  return (
    <Box component="section" aria-label="Announcements" sx={TICKER_FRAME_SX}>
      <Box
        tabIndex={moving ? 0 : undefined}
        aria-label={moving ? 'Announcements (focus or hover to pause)' : undefined}
        role={moving ? 'group' : undefined}
        sx={{
          flex: 1,
          overflow: 'hidden',
          py: 1,
          '&:hover .ticker-track--moving, &:focus-within .ticker-track--moving': {
            animationPlayState: 'paused',
          },
        }}
      >
        <Box
          data-testid="ticker-track"
          data-motion={moving ? 'moving' : 'still'}
          className={
            moving
              ? `ticker-track ticker-track--moving${paused ? ' ticker-track--paused' : ''}`
              : 'ticker-track ticker-track--still'
          }
          sx={
            moving
              ? {
                  display: 'flex',
                  width: 'max-content',
                  animation,
                  animationPlayState: paused ? 'paused' : 'running',
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }
              : { display: 'flex', animation: 'none' }
          }
        >
          <AnnouncementList items={announcements} still={!moving} />
          {moving ? <AnnouncementList items={announcements} hidden /> : null}
        </Box>
      </Box>
      {moving ? (
        <IconButton
          size="small"
          color="inherit"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? 'Play announcements' : 'Pause announcements'}
          sx={{ mx: 0.5 }}
        >
          {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
      ) : null}
    </Box>
  );
}
