import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from './page-title';
import { StatusChip } from './status-chip';

export interface ListPageFrameProps {
  title: string;
  /** The sibling list one click away (My Orders ⇄ My Returns). */
  sibling: { label: string; href: string };
  children: ReactNode;
}

/** A signed-in list page: its title, a link to its sibling list, then the list. */
export function ListPageFrame({ title, sibling, children }: ListPageFrameProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={title} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography variant="h1">{title}</Typography>
        <Button component={RouterLink} to={sibling.href} size="small">
          {sibling.label}
        </Button>
      </Box>
      {children}
    </Container>
  );
}

export interface ListCardProps {
  /** The card's heading, a link to the details page. */
  title: string;
  href: string;
  /** A line under the heading (the date, the reason…). */
  subtitle: ReactNode;
  status: string;
  statusLabel: string;
  /** The accessible name of the "View details" button, naming what it opens. */
  detailsLabel: string;
  /** A summary left of "View details", above a rule (e.g. the item count and total). */
  summary?: ReactNode;
  children: ReactNode;
}

/**
 * One entry of a signed-in list (My Orders, My Returns): its linked heading with a line under
 * it and its status, what it holds, then "View details".
 */
export function ListCard({
  title,
  href,
  subtitle,
  status,
  statusLabel,
  detailsLabel,
  summary,
  children,
}: ListCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1.1rem' }}>
            <Link component={RouterLink} to={href} color="inherit">
              {title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        </Box>
        <StatusChip status={status} label={statusLabel} />
      </Box>
      {children}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: summary ? 'space-between' : 'flex-end',
          gap: 1.5,
          mt: 2,
          ...(summary ? { pt: 2, borderTop: 1, borderColor: 'divider' } : {}),
        }}
      >
        {summary}
        <Button
          component={RouterLink}
          to={href}
          variant="outlined"
          size="small"
          aria-label={detailsLabel}
        >
          View details
        </Button>
      </Box>
    </Paper>
  );
}
