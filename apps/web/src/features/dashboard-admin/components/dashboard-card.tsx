import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface DashboardCardProps {
  title: string;
  /** Beside the title, e.g. a link to the full list. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled panel of the dashboard; its title names the region for screen readers. */
export function DashboardCard({ title, action, children }: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography
          id={titleId}
          variant="h2"
          sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1.5, display: 'flex', gap: 1 }}
        >
          <span style={{ flexGrow: 1 }}>{title}</span>
          {action}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
