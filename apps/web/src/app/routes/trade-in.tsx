import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPeso } from '@shop/shared';
import type { TradeInCredit } from '@shop/shared/trade-in';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { selectIsSignedIn, useSessionStore } from '../../features/auth/stores/session';
import { useCheckoutStore } from '../../features/checkout/stores/checkout';
import { acceptTradeIn } from '../../features/trade-in/api/accept-trade-in';
import type { TradeInAnswers } from '../../features/trade-in/api/calculate-trade-in';
import { TradeInForm } from '../../features/trade-in/components/trade-in-form';
import { useUiStore } from '../../lib/ui-store';

const expiryFormat = new Intl.DateTimeFormat('en-PH', {
  dateStyle: 'long',
  timeZone: 'Asia/Manila',
});

/**
 * /trade-in: value an old piece, accept the credit (signing in first if needed) and carry the
 * personal code to checkout. Composes the trade-in feature with sign-in and the checkout store.
 */
export function Component() {
  const signedIn = useSessionStore(selectIsSignedIn);
  const openLoginModal = useUiStore((state) => state.openLoginModal);
  const setCheckout = useCheckoutStore((state) => state.setCheckout);
  // The answers a signed-out shopper accepted: sent once they have signed in.
  const [waiting, setWaiting] = useState<TradeInAnswers | null>(null);
  const [accepting, setAccepting] = useState(false);
  const [credit, setCredit] = useState<TradeInCredit | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const accept = async (answers: TradeInAnswers) => {
    setAccepting(true);
    setProblem(null);
    const result = await acceptTradeIn(answers);
    setAccepting(false);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setCredit(result.data);
    // Pre-filled at checkout: the review step prices the order with it.
    setCheckout({ discountCode: result.data.code, discountDetails: null });
  };

  // Once the login modal signs the shopper in, the offer they accepted is sent.
  useEffect(() => {
    if (!waiting) return;
    return useSessionStore.subscribe((state) => {
      if (!state.token) return;
      setWaiting(null);
      void accept(waiting);
    });
    // accept reads only stable setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting]);

  const onAccept = (answers: TradeInAnswers) => {
    if (signedIn) {
      void accept(answers);
      return;
    }
    setWaiting(answers);
    openLoginModal();
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Trade-in value" />
      <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
          Trade in your old furniture
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: { md: '1.1rem' } }}>
          Tell us what it is and how it has aged. We show what it is worth today and the credit we
          give you for a new piece; our courier collects the old one when we deliver.
        </Typography>
      </Box>

      {credit ? (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="trade-in-credit"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="trade-in-credit" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
            Your credit of {formatPeso(credit.credit)} is ready
          </Typography>
          <Typography>
            Your code:{' '}
            <Box component="strong" sx={{ fontFamily: 'monospace', fontSize: '1.25rem' }}>
              {credit.code}
            </Box>
          </Typography>
          <Typography sx={{ mt: 1 }}>
            Valid for one order until {expiryFormat.format(new Date(credit.expiresAt))}, from your
            account only. It is already filled in at checkout.
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            With a delivery order, our courier collects the old item. If it does not match what you
            told us, the credit is cancelled.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
            <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
              Shop for a new piece
            </Button>
            <Button component={RouterLink} to={paths.cart.getHref()} variant="outlined">
              Go to cart
            </Button>
          </Box>
        </Paper>
      ) : (
        <>
          <TradeInForm onAccept={onAccept} accepting={accepting} />
          {waiting && !signedIn && (
            <Alert severity="info" sx={{ mt: 2 }}>
              Sign in to accept the credit: it becomes a code for your account.
            </Alert>
          )}
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </>
      )}
    </Container>
  );
}
