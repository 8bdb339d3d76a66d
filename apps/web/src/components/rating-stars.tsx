import Box from '@mui/material/Box';

export interface RatingStarsProps {
  /** 0–5, to one decimal. */
  average: number;
  /** Reviews behind it; shown as "(12)" when given. */
  count?: number;
  size?: 'small' | 'medium' | 'large';
}

const FONT_SIZES = { small: '0.9rem', medium: '1.1rem', large: '1.6rem' } as const;

function label(average: number, count?: number) {
  const stars = `Rated ${average.toFixed(1)} out of 5`;
  if (count === undefined) return stars;
  return `${stars}, ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/**
 * Stars of a rating: five glyphs filled to the average (a partly filled star for the tenth),
 * read as one sentence by screen readers. Plain text and CSS so product cards stay light.
 */
export function RatingStars({ average, count, size = 'small' }: RatingStarsProps) {
  const percent = Math.max(0, Math.min(100, (average / 5) * 100));
  return (
    <Box
      component="span"
      role="img"
      aria-label={label(average, count)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, lineHeight: 1 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'relative',
          display: 'inline-block',
          fontSize: FONT_SIZES[size],
          letterSpacing: '0.05em',
          color: '#C9C2B8',
        }}
      >
        ★★★★★
        <Box
          component="span"
          sx={{
            position: 'absolute',
            inset: 0,
            width: `${percent}%`,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            color: '#B26A00',
          }}
        >
          ★★★★★
        </Box>
      </Box>
      {count === undefined ? null : (
        <Box component="span" aria-hidden sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
          {average.toFixed(1)} ({count})
        </Box>
      )}
    </Box>
  );
}
