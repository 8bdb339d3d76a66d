import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from './page-title';

/** A screen a later issue builds: its real title and a plain "not yet" sentence. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title={title} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">
        This part of the shop is not available yet. Please check back soon.
      </Typography>
    </Container>
  );
}
