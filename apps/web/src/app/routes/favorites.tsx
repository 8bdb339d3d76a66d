import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/page-title';
import { selectIsSignedIn, useSessionStore } from '../../features/auth/stores/session';
import { BranchSelect } from '../../features/catalog/components/branch-select';
import { useBranchScope } from '../../features/catalog/hooks/use-branch-scope';
import { FavoritesList } from '../../features/favorites/components/favorites-list';
import { FavoriteCartControls } from './favorite-cart-controls';

export function Component() {
  const signedIn = useSessionStore(selectIsSignedIn);
  const { branchId, branchName, ready } = useBranchScope();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Favorites" />
      <Typography variant="h1" gutterBottom>
        Favorites
      </Typography>
      {signedIn ? (
        <>
          <Box sx={{ mb: 3 }}>
            <BranchSelect label="Check stock at" />
          </Box>
          <FavoritesList
            renderDetails={(product) => (
              <FavoriteCartControls
                productId={product._id}
                productName={product.name}
                branchId={branchId}
                branchName={branchName}
                ready={ready}
              />
            )}
          />
        </>
      ) : (
        <Typography color="text.secondary">Log in to see your favorites.</Typography>
      )}
    </Container>
  );
}
