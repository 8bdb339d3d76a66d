import Box, { type BoxProps } from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

/** A grey placeholder while content loads (lighter than MUI's Skeleton); still under reduced motion. */
export function SkeletonBlock({ sx, ...props }: BoxProps) {
  return (
    <Box
      aria-hidden
      {...props}
      sx={[
        {
          bgcolor: 'rgba(0, 0, 0, 0.08)',
          borderRadius: 1,
          animation: `${pulse} 1.6s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
