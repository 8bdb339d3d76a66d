import { getContrastRatio } from '@mui/material/styles';
import { expect, test } from 'vitest';
import { theme } from './theme';

test('one light theme with a red primary that white text can sit on (WCAG AA)', () => {
  expect(theme.palette.mode).toBe('light');
  expect(theme.palette.primary.main).toBe('#C62828');
  expect(
    getContrastRatio(theme.palette.primary.main, theme.palette.primary.contrastText),
  ).toBeGreaterThanOrEqual(4.5);
  expect(
    getContrastRatio(theme.palette.text.secondary, theme.palette.background.default),
  ).toBeGreaterThanOrEqual(4.5);
});

test('status colours keep white text readable (chips and alerts)', () => {
  for (const colour of ['warning', 'info', 'success', 'error', 'secondary'] as const) {
    const { main, contrastText } = theme.palette[colour];
    expect(getContrastRatio(main, contrastText), colour).toBeGreaterThanOrEqual(4.5);
  }
});
