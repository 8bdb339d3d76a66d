import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StaffRole } from '@shop/shared/admin/staff';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { useAdminSession } from '../../../lib/admin-session';

export interface ConsolePageProps {
  title: string;
  description?: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** Who may open the screen; others are told they have no access. */
  roles?: readonly StaffRole[];
  children: ReactNode;
}

/** A console screen: its heading, what it is for, and its content. */
export function ConsolePage({ title, description, actions, roles, children }: ConsolePageProps) {
  const role = useAdminSession((state) => state.session?.role);
  const allowed = !roles || (role !== undefined && roles.includes(role));
  return (
    <>
      <PageTitle title={`${title} · Console`} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {title}
          </Typography>
          {description ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        {allowed ? actions : null}
      </Box>
      {allowed ? (
        children
      ) : (
        <Alert severity="warning">
          You do not have access to this. Ask an admin if you need it.
        </Alert>
      )}
    </>
  );
}
