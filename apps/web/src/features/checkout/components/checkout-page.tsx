import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/grid-states';
import { PageTitle } from '../../../components/page-title';
import { CheckoutSteps } from './checkout-steps';

export interface CheckoutPageProps {
  /** The page's title and heading. */
  title: string;
  step: 0 | 1;
  /** The link back a step, or none. */
  back: { to: string; label: string } | null;
  children: ReactNode;
}

/** The frame of a checkout step: title, where the shopper is, the heading and the way back. */
export function CheckoutPage({ title, step, back, children }: CheckoutPageProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={title} />
      <CheckoutSteps active={step} />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h1">{title}</Typography>
        {back ? (
          <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />}>
            {back.label}
          </Button>
        ) : null}
      </Box>
      {children}
    </Container>
  );
}

/** The checked cart lines could not be read: the server's reason and a way to ask again. */
export function CheckoutCartError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <RetryAlert sx={{ mb: 3 }} onRetry={onRetry}>
      We could not load your cart. {error.message}
    </RetryAlert>
  );
}

/** A checkout step's two columns: the choices, and the order summary beside them. */
export function CheckoutColumns({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(300px, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>{main}</Box>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 24 }, display: 'grid', gap: 2 }}>
        {aside}
      </Box>
    </Box>
  );
}
