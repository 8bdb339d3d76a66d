import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import { SNACKBAR_MS } from '@shop/shared/constants';
import { useNoticesStore, type NoticeIcon, type NoticePosition } from './notices-store';

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

/** The snackbar notice (spec section 3); loaded with the first notice. */
export function NoticeSnackbar() {
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
        sx={{ bgcolor: `${notice.color}.main`, color: `${notice.color}.contrastText` }}
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
