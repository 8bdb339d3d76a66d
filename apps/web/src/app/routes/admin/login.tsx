import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { adminPaths } from '../../../config/admin-paths';
import { paths } from '../../../config/paths';
import { NO_CONSOLE_ACCESS } from '../../../features/admin-auth/api/console-login';
import { ConsoleLoginForm } from '../../../features/admin-auth/components/console-login-form';
import { currentConsoleSession, useAdminSession } from '../../../lib/admin-session';

const NOTICES = {
  expired: { severity: 'info', text: 'Your session has expired. Please log in again.' },
  'no-access': { severity: 'error', text: `${NO_CONSOLE_ACCESS} Sign in with a staff account.` },
  'signed-out': { severity: 'success', text: 'You have signed out of the console.' },
} as const;

/** The console's own sign-in, over the shop's login API. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useAdminSession((state) => state.signIn);
  const notice = NOTICES[params.get('notice') as keyof typeof NOTICES] ?? null;
  const from = (location.state as { from?: string } | null)?.from;

  if (currentConsoleSession()) return <Navigate to={adminPaths.dashboard.getHref()} replace />;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <PageTitle title="Console sign-in" />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 0.5 }}>
          Console sign-in
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Casa Filipina Furniture staff only. Sessions last 8 hours.
        </Typography>
        {notice ? (
          <Alert severity={notice.severity} sx={{ mb: 2 }} role="status">
            {notice.text}
          </Alert>
        ) : null}
        <ConsoleLoginForm
          onSignedIn={(session) => {
            signIn(session);
            void navigate(from?.startsWith('/admin') ? from : adminPaths.dashboard.getHref(), {
              replace: true,
            });
          }}
        />
        <Typography variant="body2" sx={{ mt: 3 }}>
          <Link href={paths.forgotPassword.getHref()}>Forgot your password?</Link> ·{' '}
          <Link href={paths.home.getHref()}>Back to the shop</Link>
        </Typography>
      </Paper>
    </Box>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
