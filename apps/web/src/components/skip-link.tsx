import Box from '@mui/material/Box';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: jumps past the ticker and header. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'translateY(0)' },
      }}
    >
      Skip to main content
    </Box>
  );
}
