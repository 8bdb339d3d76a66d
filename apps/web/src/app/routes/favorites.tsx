import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/page-title';
import { selectIsSignedIn, useSessionStore } from '../../features/auth/stores/session';
import { FavoritesList } from '../../features/favorites/components/favorites-list';

export function Component() {
  const signedIn = useSessionStore(selectIsSignedIn);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Favorites" />
      <Typography variant="h1" gutterBottom>
        Favorites
      </Typography>
      {signedIn ? (
        <FavoritesList />
      ) : (
        <Typography color="text.secondary">Log in to see your favorites.</Typography>
      )}
    </Container>
  );
}
