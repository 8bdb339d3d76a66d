import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { CRITICAL_CSS_ATTRIBUTE, GLOBAL_KEY } from './ssr/critical-css';

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

/** Whether this page came from the server with the baseline's rules in its head; read once. */
let baselineInPage: boolean | undefined;

/**
 * The baseline's global rules. A server-rendered page already holds them in a tag of its own
 * (critical-css.ts): writing them again, or letting emotion adopt that tag, moved a stylesheet
 * twice while hydrating, and each move restyled the whole page.
 */
export function CssBaseline() {
  baselineInPage ??=
    typeof document !== 'undefined' &&
    document.querySelector(`style[${CRITICAL_CSS_ATTRIBUTE}^="${GLOBAL_KEY} "]`) !== null;
  return baselineInPage ? null : <GlobalStyles styles={baseline} />;
}
