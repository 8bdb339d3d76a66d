import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ApproximateAmount } from '../../features/abroad/components/approximate-amount';
import { selectIsSignedIn, useSessionStore } from '../../features/auth/stores/session';
import { CartDeliveryFee } from '../../features/checkout/components/cart-delivery-fee';
import { CartGuestView } from '../../features/checkout/components/cart-guest-view';
import { CartView } from '../../features/checkout/components/cart-view';
import { useUiStore } from '../../lib/ui-store';

/**
 * The cart (spec section 2). Signed in, the server cart; a visitor who opens /cart directly
 * (the header's cart icon asks them to log in instead) sees the guest cart kept in this
 * browser, with a way to log in to check out.
 */
export function Component() {
  const signedIn = useSessionStore(selectIsSignedIn);
  const openLoginModal = useUiStore((state) => state.openLoginModal);
  const navigate = useNavigate();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Cart" />
      <Typography variant="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        Cart
      </Typography>
      {signedIn ? (
        <>
          <CartView
            onCheckout={() => void navigate(paths.shippingInformation.getHref())}
            renderTotalNote={(total) => <ApproximateAmount pesos={total} sx={{ mt: 1 }} />}
          />
          <CartDeliveryFee />
        </>
      ) : (
        <CartGuestView onLogin={() => openLoginModal()} />
      )}
    </Container>
  );
}
