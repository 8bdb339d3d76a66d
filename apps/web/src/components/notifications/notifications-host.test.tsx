import { createTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { NotificationsHost } from './notifications-host';
import { useNoticesStore } from './notices-store';
import { notifyError } from './notify-error';

beforeEach(() => {
  vi.useFakeTimers();
  useNoticesStore.setState(useNoticesStore.getInitialState(), true);
});

afterEach(() => {
  vi.useRealTimers();
});

test('the snackbar defaults to top right and hides after 5000 ms', async () => {
  render(<NotificationsHost />);
  expect(useNoticesStore.getState().notice).toMatchObject({
    show: false,
    position: 'top right',
    icon: 'check-circle',
    color: 'primary',
  });

  // The snackbar is loaded with the first notice.
  await act(async () => {
    useNoticesStore.getState().showNotice({ msg: 'Successfully logged in.' });
    await import('./notice-snackbar');
  });
  const snackbar = screen.getByText('Successfully logged in.').closest('.MuiSnackbar-root');
  expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginTopRight');
  expect(screen.getByTestId('CheckCircleIcon')).toBeInTheDocument();

  act(() => vi.advanceTimersByTime(4900));
  expect(useNoticesStore.getState().notice.show).toBe(true);
  act(() => vi.advanceTimersByTime(200));
  expect(useNoticesStore.getState().notice.show).toBe(false);
});

test('a toast is green unless told otherwise, an error red', () => {
  const { palette } = createTheme();
  render(<NotificationsHost />);
  act(() => useNoticesStore.getState().pushToast({ msg: 'Successfully logged in.' }));
  act(() => notifyError({ message: 'The cart item does not exist.' }));
  const [success, error] = screen.getAllByRole('status');
  expect(success).toHaveStyle({ backgroundColor: palette.success.main });
  expect(error).toHaveStyle({ backgroundColor: palette.error.main });
});

test('toasts stack and each leaves after about 3.1 s', () => {
  render(<NotificationsHost />);
  act(() => useNoticesStore.getState().pushToast({ msg: 'Added to cart' }));
  act(() => vi.advanceTimersByTime(1000));
  act(() => notifyError({ message: 'x', errors: [{ quantity: 'Only 2 left in stock.' }] }));

  expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
    'Added to cart',
    'Only 2 left in stock.',
  ]);

  act(() => vi.advanceTimersByTime(2150));
  expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
    'Only 2 left in stock.',
  ]);
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.queryAllByRole('status')).toHaveLength(0);
});
