import Box from '@mui/material/Box';
import { TOAST_MS } from '@shop/shared/constants';
import { lazy, Suspense, useEffect } from 'react';
import { useHasOpened } from '../../hooks/use-has-opened';
import { CloseIcon } from '../icons/shell-icons';
import { ShellIconButton } from '../shell-icon-button';
import { useNoticesStore, type NoticeColor, type Toast } from './notices-store';

const NoticeSnackbar = lazy(() =>
  import('./notice-snackbar').then((module) => ({ default: module.NoticeSnackbar })),
);

const paletteColor = (color: NoticeColor) => `${color}.main`;
const paletteText = (color: NoticeColor) => `${color}.contrastText`;

function ToastItem({ toast }: { toast: Toast }) {
  const dismissToast = useNoticesStore((state) => state.dismissToast);
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, dismissToast]);
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1.5,
        bgcolor: paletteColor(toast.color),
        color: paletteText(toast.color),
        pointerEvents: 'auto',
        borderRadius: 1,
        boxShadow: 6,
      }}
    >
      <Box component="span" sx={{ flex: 1 }}>
        {toast.msg}
      </Box>
      <ShellIconButton
        size="small"
        color="inherit"
        aria-label="Dismiss message"
        onClick={() => dismissToast(toast.id)}
      >
        <CloseIcon fontSize="small" />
      </ShellIconButton>
    </Box>
  );
}

/** The snackbar (top right, 5 s) and the stacked toasts in the bottom-right corner (3.1 s). */
export function NotificationsHost() {
  const toasts = useNoticesStore((state) => state.toasts);
  const snackbarMounted = useHasOpened(useNoticesStore((state) => state.notice.show));
  return (
    <>
      {snackbarMounted ? (
        <Suspense fallback={null}>
          <NoticeSnackbar />
        </Suspense>
      ) : null}
      <Box
        aria-live="polite"
        sx={{
          position: 'fixed',
          right: 16,
          bottom: 16,
          zIndex: 'snackbar',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          width: 'min(360px, calc(100vw - 32px))',
          pointerEvents: 'none',
        }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </Box>
    </>
  );
}
