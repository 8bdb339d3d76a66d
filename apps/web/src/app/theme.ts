import { createTheme } from '@mui/material/styles';

const FOCUS_RING = '#1a237e';

/** The one light theme with a red primary (spec section 1). White on #C62828 is 5.6:1. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#C62828', dark: '#8E0000', light: '#FFCDD2', contrastText: '#FFFFFF' },
    secondary: { main: '#37474F', contrastText: '#FFFFFF' },
    // MUI's default warning (#ED6C02) and info (#0288D1) are 3.0:1 and 4.1:1 under white text;
    // these keep status chips and alerts at 4.5:1 or better.
    warning: { main: '#B45309', contrastText: '#FFFFFF' },
    info: { main: '#01579B', contrastText: '#FFFFFF' },
    background: { default: '#FAFAF7', paper: '#FFFFFF' },
    text: { primary: '#1F1B16', secondary: '#5A5248' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A visible ring for keyboard users on every control, whatever its colour.
        ':focus-visible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
        'a:focus-visible, button:focus-visible, [tabindex]:focus-visible': {
          outline: `3px solid ${FOCUS_RING}`,
          outlineOffset: 2,
        },
        img: { maxWidth: '100%', height: 'auto' },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
        },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
