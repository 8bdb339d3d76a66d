import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPriceRange } from '@shop/shared/price-range';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { notifyError } from '../../../components/notifications/notify-error';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { paths } from '../../../config/paths';
import { ThumbnailImage } from '../../../components/thumbnail-image';
import { useFavorites, type FavoriteProduct } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';

export interface FavoritesListProps {
  /**
   * Under each favourite's name and price: what the route composes from other features (its
   * variant, stock at the selected branch and an add-to-cart button).
   */
  renderDetails?: (product: FavoriteProduct) => ReactNode;
}

export function FavoritesList({ renderDetails }: FavoritesListProps = {}) {
  const query = useFavorites();
  const remove = useRemoveFavorite();

  if (query.isPending) return <SkeletonBlock sx={{ height: 240 }} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {query.error.message}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>You have no favorites yet.</Typography>
        <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
          Browse products
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {query.data.map((product) => {
        const href = paths.productDetails.getHref(product._id);
        return (
          <Paper component="li" key={product._id} variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Box
                component={RouterLink}
                to={href}
                tabIndex={-1}
                aria-hidden
                sx={{ flex: '0 0 96px', height: 96, bgcolor: 'grey.100', borderRadius: 1 }}
              >
                {product.image ? <ThumbnailImage url={product.image.url} size={96} /> : null}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link component={RouterLink} to={href} sx={{ fontWeight: 600 }}>
                  {product.name}
                </Link>
                <Typography color="primary" sx={{ fontWeight: 600 }}>
                  {formatPriceRange(product.price_details)}
                </Typography>
                {renderDetails?.(product)}
              </Box>
              <IconButton
                aria-label={`Remove ${product.name} from favorites`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(product._id, { onError: notifyError })}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
