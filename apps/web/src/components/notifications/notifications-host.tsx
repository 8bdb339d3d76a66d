import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import { SNACKBAR_MS, TOAST_MS } from '@shop/shared/constants';
import { useEffect } from 'react';
import {
  useNoticesStore,
  type NoticeColor,
  type NoticeIcon,
  type NoticePosition,
  type Toast,
} from './notices-store';

const icons: Record<NoticeIcon, typeof CheckCircleIcon> = {
  'check-circle': CheckCircleIcon,
  error: ErrorIcon,
  warning: WarningIcon,
  info: InfoIcon,
};

function anchorOf(position: NoticePosition) {
  const [vertical, horizontal] = position.split(' ') as [
    'top' | 'bottom',
    'left' | 'right' | 'center',
  ];
  return { vertical, horizontal };
}

const paletteColor = (color: NoticeColor) => `${color}.main`;
const paletteText = (color: NoticeColor) => `${color}.contrastText`;

function NoticeSnackbar() {
  const notice = useNoticesStore((state) => state.notice);
  const hideNotice = useNoticesStore((state) => state.hideNotice);
  const Icon = icons[notice.icon];
  return (
    <Snackbar
      open={notice.show}
      autoHideDuration={SNACKBAR_MS}
      anchorOrigin={anchorOf(notice.position)}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') hideNotice();
      }}
    >
      <SnackbarContent
        sx={{ bgcolor: paletteColor(notice.color), color: paletteText(notice.color) }}
        message={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Icon fontSize="small" aria-hidden />
            {notice.msg}
          </Box>
        }
        action={
          <IconButton size="small" color="inherit" aria-label="Close notice" onClick={hideNotice}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Snackbar>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const dismissToast = useNoticesStore((state) => state.dismissToast);
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, dismissToast]);
  return (
    <Paper
      elevation={6}
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
      }}
    >
      <Box component="span" sx={{ flex: 1 }}>
        {toast.msg}
      </Box>
      <IconButton
        size="small"
        color="inherit"
        aria-label="Dismiss message"
        onClick={() => dismissToast(toast.id)}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

/** The snackbar (top right, 5 s) and the stacked toasts in the bottom-right corner (3.1 s). */
export function NotificationsHost() {
  const toasts = useNoticesStore((state) => state.toasts);
  return (
    <>
      <NoticeSnackbar />
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
