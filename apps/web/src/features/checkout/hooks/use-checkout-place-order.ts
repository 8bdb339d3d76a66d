import type { CheckoutBody, CheckoutResult } from '@shop/shared/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { toDisplayMessages } from '../../../lib/error-messages';
import { isRecord } from '../../../lib/storage';
import { getCartQueryOptions } from '../api/get-cart';
import { usePlaceOrder } from '../api/place-order';
import { gatewayRedirect } from '../gateway-redirect';
import { initialCheckoutDetails, useCheckoutStore } from '../stores/checkout';
import { useCheckoutIdempotency } from './use-checkout-idempotency';

export interface PlaceOrderProblem {
  /** Everything the server said, for the notice beside the button. */
  messages: string[];
  /** Per field of the checkout body (address, courier, paymentMethod, discountCode…). */
  fields: Record<string, string>;
}

/**
 * The checkout is over: the next one starts from the defaults. After a Buy now (or Send to my
 * family) order the cart was not checked out, so its lines keep their ticks.
 */
function resetCheckout() {
  const { setCheckout, setCart, saleCart } = useCheckoutStore.getState();
  setCheckout(initialCheckoutDetails());
  setCart(saleCart ? { saleCart: null } : { checkedCartItems: [], policyList: [], saleCart: null });
}

/**
 * Places the order. One Idempotency-Key per attempt, kept across retries and reloads; a second
 * click while the first is on its way does nothing. Cash on delivery goes to the thank-you
 * page; online payment sends the browser to the gateway's page.
 */
export function useCheckoutPlaceOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = usePlaceOrder();
  const { keyFor, clear } = useCheckoutIdempotency();
  const inFlight = useRef(false);
  const [problem, setProblem] = useState<PlaceOrderProblem | null>(null);
  const [placed, setPlaced] = useState<CheckoutResult | null>(null);

  const place = async (body: CheckoutBody) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      const result = await mutation.mutateAsync({ body, idempotencyKey: keyFor(body) });
      if (!result.ok) {
        const fields: Record<string, string> = {};
        if (isRecord(result.errors)) {
          for (const [key, message] of Object.entries(result.errors)) {
            if (typeof message === 'string') fields[key] = message;
          }
        }
        setProblem({ messages: toDisplayMessages(result.message), fields });
        return;
      }
      setPlaced(result.data);
      clear();
      const redirect = result.data.paymentRedirectUrl;
      if (redirect) {
        resetCheckout();
        gatewayRedirect.go(redirect);
        return;
      }
      await navigate(paths.checkoutThankYou.getHref(result.data._id));
      resetCheckout();
      await queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
    } finally {
      inFlight.current = false;
    }
  };

  return { place, pending: mutation.isPending || placed !== null, problem, placed };
}
