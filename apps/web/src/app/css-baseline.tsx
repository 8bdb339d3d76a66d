import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/**
 * MUI's `<CssBaseline />` as it renders for the shop's one light theme (no colour schemes, no
 * `enableColorScheme`): the same global rules, in the same order, then the theme's
 * `MuiCssBaseline` overrides. CssBaseline's own code handles colour schemes and CSS
 * variables this theme never has (0.5 kB gzip of the first load, docs/decisions/046).
 */
const baseline = (theme: Theme) => [
  {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: theme.typography.fontWeightBold },
    body: {
      margin: 0,
      color: theme.palette.text.primary,
      ...theme.typography.body1,
      backgroundColor: theme.palette.background.default,
      '@media print': { backgroundColor: theme.palette.common.white },
      '&::backdrop': { backgroundColor: theme.palette.background.default },
    },
  },
  theme.components?.MuiCssBaseline?.styleOverrides,
];

export function CssBaseline() {
  return <GlobalStyles styles={baseline} />;
}
