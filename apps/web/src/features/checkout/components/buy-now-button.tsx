import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import FlashOnIcon from '@mui/icons-material/FlashOn';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { toDisplayMessages } from '../../../lib/error-messages';
import { useCreateSaleCart } from '../api/create-sale-cart';
import { useCheckoutStore } from '../stores/checkout';

export interface BuyNowButtonProps {
  productId: string;
  /** The chosen option; none yet and the button waits for it. */
  variantId: string | null;
  branchId: string | null;
  quantity: number;
  disabled: boolean;
  signedIn: boolean;
  /** A visitor is asked to sign in first, as the cart's checkout does. */
  onSignInRequired: () => void;
  /**
   * "Send to my family in the Philippines": the same Buy now, for a shopper abroad (the country
   * they picked); checkout then asks for the recipient and is paid online.
   */
  sendToFamily?: { country: string };
}

export const BUY_NOW_BRANCH_MESSAGE = 'Choose a branch to check the stock first.';

/**
 * Buy now: this item alone goes straight to checkout, in a sale cart of its own; whatever is
 * in the cart stays there for later.
 */
export function BuyNowButton({
  productId,
  variantId,
  branchId,
  quantity,
  disabled,
  signedIn,
  onSignInRequired,
  sendToFamily,
}: BuyNowButtonProps) {
  const navigate = useNavigate();
  const create = useCreateSaleCart();
  const setCart = useCheckoutStore((state) => state.setCart);
  const setCheckout = useCheckoutStore((state) => state.setCheckout);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  const buy = () => {
    setProblem(null);
    if (!signedIn) {
      onSignInRequired();
      return;
    }
    if (!variantId) return;
    if (!branchId) {
      setProblem(BUY_NOW_BRANCH_MESSAGE);
      return;
    }
    create.mutate(
      { productId, variantId, branchId, quantity },
      {
        onSuccess: (saleCart) => {
          setCart({ saleCart });
          if (sendToFamily) {
            // What was typed for an earlier family order is offered again.
            const earlier = useCheckoutStore.getState().checkout.abroad;
            setCheckout({
              fulfillmentType: 'delivery',
              abroad: {
                country: sendToFamily.country,
                buyerMobile: earlier?.country === sendToFamily.country ? earlier.buyerMobile : '',
                recipient: earlier?.recipient ?? { name: '', mobile: '', email: '' },
              },
            });
          } else {
            setCheckout({ abroad: null });
          }
          void navigate(paths.shippingInformation.getHref());
        },
        onError: (error) => setProblem(toDisplayMessages(error).join(' ')),
      },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        startIcon={sendToFamily ? <FamilyRestroomIcon /> : <FlashOnIcon />}
        disabled={disabled || create.isPending}
        aria-describedby={problem ? problemId : undefined}
        onClick={buy}
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 auto' }, minHeight: 48 }}
      >
        {create.isPending
          ? 'Starting checkout…'
          : sendToFamily
            ? 'Send to my family in the Philippines'
            : 'Buy now'}
      </Button>
      {problem ? (
        <Typography
          id={problemId}
          role="alert"
          variant="body2"
          color="error"
          sx={{ flexBasis: '100%' }}
        >
          {problem}
        </Typography>
      ) : null}
    </>
  );
}
