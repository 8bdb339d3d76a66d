import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from './page-title';

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
