import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { formatPeso } from '@shop/shared/money';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useCheckoutStore } from '../stores/checkout';

/**
 * Items picked before logging in that the server cart refused when they were merged (stock, a
 * product gone), each with the server's reason: try them again, or drop them.
 */
export function CartMergeIssues() {
  const guestCart = useCheckoutStore((state) => state.guestCart);
  const retry = useCheckoutStore((state) => state.retryGuestItems);
  const remove = useCheckoutStore((state) => state.removeGuestItem);
  const refused = guestCart.filter((line) => line.mergeError);
  if (refused.length === 0) return null;

  return (
    <Alert
      severity="warning"
      sx={{ mb: 3, '& .MuiAlert-message': { width: '100%' } }}
      action={
        <Button color="inherit" size="small" onClick={retry}>
          Try again
        </Button>
      }
    >
      <AlertTitle>Not added to your cart</AlertTitle>
      These items you picked before logging in could not be added:
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {refused.map((line) => (
          <Box component="li" key={`${line.productId}:${line.variantId}`} sx={{ mb: 1 }}>
            <Link
              component={RouterLink}
              to={paths.productDetails.getHref(line.productId)}
              sx={{ fontWeight: 600 }}
            >
              {line.name}
            </Link>{' '}
            × {line.quantity} ({formatPeso(line.price)} each) — {line.mergeError}{' '}
            <Button
              size="small"
              color="inherit"
              sx={{ textDecoration: 'underline', minWidth: 0, py: 0 }}
              aria-label={`Remove ${line.name} from this list`}
              onClick={() => remove(line.productId, line.variantId)}
            >
              Remove
            </Button>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
