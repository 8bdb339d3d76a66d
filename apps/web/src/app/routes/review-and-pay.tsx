import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Address } from '@shop/shared/address';
import { formatPeso } from '@shop/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useNoticesStore } from '../../components/notifications/notices-store';
import { SkeletonBlock } from '../../components/skeleton-block';
import { paths } from '../../config/paths';
import { AddressBook, AddressSummary } from '../../features/addresses/components/address-book';
import { useSessionStore } from '../../features/auth/stores/session';
import { useBranches } from '../../features/catalog/api/get-branches';
import {
  computePrices,
  getComputePricesQueryOptions,
  useComputePrices,
} from '../../features/checkout/api/compute-prices';
import { usePaymentMethods } from '../../features/checkout/api/get-payment-methods';
import {
  BILLING_REQUIRED,
  CHANNEL_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  SHIPPING_INCOMPLETE,
} from '../../features/checkout/checkout-messages';
import {
  CheckoutCartError,
  CheckoutColumns,
  CheckoutPage,
} from '../../features/checkout/components/checkout-page';
import { CheckoutSection } from '../../features/checkout/components/checkout-steps';
import { DiscountCode } from '../../features/checkout/components/discount-code';
import { OrderSummary } from '../../features/checkout/components/order-summary';
import {
  codLimitText,
  codRefused,
  PaymentMethodOptions,
  type PaymentChoice,
} from '../../features/checkout/components/payment-method-options';
import {
  PaymentRetryNotice,
  type PaymentOutcome,
} from '../../features/checkout/components/payment-retry-notice';
import { abroadProblems } from '../../features/checkout/components/abroad-contacts';
import { ReviewBilling } from '../../features/checkout/components/review-billing';
import { ReviewShippingSummary } from '../../features/checkout/components/review-shipping-summary';
import { ReviewTerms } from '../../features/checkout/components/review-terms';
import {
  checkoutBody,
  pricesInput,
  shippingProblems,
  useCheckoutDetails,
} from '../../features/checkout/hooks/use-checkout-details';
import { useCheckoutGuard } from '../../features/checkout/hooks/use-checkout-guard';
import { useCheckoutItems } from '../../features/checkout/hooks/use-checkout-items';
import { useCheckoutPlaceOrder } from '../../features/checkout/hooks/use-checkout-place-order';
import type { LegalDocument } from '../../features/content/components/legal/legal-dialog';
import { ApiError } from '../../lib/api-client';
import { isRecord } from '../../lib/storage';
import { ApproximateAmount } from '../../features/abroad/components/approximate-amount';
import {
  ABROAD_ONLINE_ONLY_MESSAGE,
  internationalMobile,
  normalizeForeignMobile,
} from '@shop/shared/abroad';
import { OFW_COUNTRIES } from '@shop/shared/ofw';
import { formatMobile } from '@shop/shared/phone';
import { normalizeMobile } from '@shop/shared/validation/rules';
import type { AbroadDetails } from '../../features/checkout/stores/checkout';

/** The recipient and the buyer abroad as the review reads them back. */
function abroadSummary(abroad: AbroadDetails, email: string | null) {
  const country = OFW_COUNTRIES.find((entry) => entry.code === abroad.country);
  const { recipient } = abroad;
  return {
    recipient: [
      recipient.name.trim(),
      formatMobile(normalizeMobile(recipient.mobile)),
      ...(recipient.email.trim() ? [recipient.email.trim()] : []),
    ],
    buyer: [
      ...(email ? [email] : []),
      country?.name ?? abroad.country,
      internationalMobile(
        abroad.country,
        normalizeForeignMobile(abroad.country, abroad.buyerMobile),
      ),
    ],
  };
}

// The terms are long and rarely read: they load when the shopper opens them.
const LegalDialog = lazy(() =>
  import('../../features/content/components/legal/legal-dialog').then((module) => ({
    default: module.LegalDialog,
  })),
);

const TERMS: LegalDocument = 'terms';

function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError) || !isRecord(error.errors)) return null;
  const message = error.errors[field];
  return typeof message === 'string' ? message : null;
}

/** The gateway sent the shopper back without a payment. */
function paymentOutcome(
  params: URLSearchParams,
): { orderId: string; outcome: PaymentOutcome } | null {
  const orderId = params.get('order');
  const payment = params.get('payment');
  if (!orderId || (payment !== 'failed' && payment !== 'cancelled')) return null;
  return { orderId, outcome: payment };
}

function ReviewAndPay() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showNotice = useNoticesStore((state) => state.showNotice);
  const { lines, ids, saleCartId, cart, empty } = useCheckoutItems();
  const details = useCheckoutDetails();
  const {
    checkout,
    setCheckout,
    address,
    billingAddress,
    courier,
    paymentMethod,
    discountDetails,
  } = details;
  const branches = useBranches();
  const methods = usePaymentMethods();
  const firstName = useSessionStore((state) => state.firstName);
  const lastName = useSessionStore((state) => state.lastName);
  const { place, pending, problem, placed } = useCheckoutPlaceOrder();
  const [billingMode, setBillingMode] = useState<'same' | 'other'>(
    billingAddress ? 'other' : 'same',
  );
  const [agreed, setAgreed] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [termsOpen, setTermsOpen] = useState<boolean | null>(null);
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  // An order is on its way: the emptied cart must not send the shopper back to it.
  useCheckoutGuard(empty, placed !== null || pending);

  const delivery = checkout.fulfillmentType === 'delivery';
  const branchName = branches.data?.find((entry) => entry._id === checkout.branchId)?.name ?? null;
  const abroad = checkout.abroad;
  const email = useSessionStore((state) => state.email);
  const shippingGaps = {
    ...(abroad ? abroadProblems(abroad) : {}),
    ...shippingProblems(details, lines, branchName),
  };
  const shippingIncomplete = cart.isSuccess && !empty && Object.keys(shippingGaps).length > 0;

  useEffect(() => {
    if (!shippingIncomplete || placed) return;
    showNotice({ msg: SHIPPING_INCOMPLETE, color: 'warning', icon: 'warning' });
    void navigate(paths.shippingInformation.getHref(), { replace: true });
  }, [shippingIncomplete, placed, navigate, showNotice]);

  const input = pricesInput(details, ids, saleCartId);
  const prices = useComputePrices(input, ids.length > 0 && !placed);
  const total = prices.data?.total ?? null;

  // A code that stopped working (used up, or the minimum no longer met) is taken off, with
  // the server's reason shown where the code was.
  const refusedCode = input.discountCode ? fieldError(prices.error, 'discountCode') : null;
  if (refusedCode && refusedCode !== codeRefusal) setCodeRefusal(refusedCode);
  useEffect(() => {
    if (refusedCode) setCheckout({ discountCode: '', discountDetails: null });
  }, [refusedCode, setCheckout]);

  // A code put in place elsewhere (the trade-in screen's credit) has no details until the
  // server prices it: take them from that answer, so the box shows it applied, removable.
  const pricedDetails = prices.data?.discount_details ?? null;
  const pricedCode =
    input.discountCode !== null &&
    pricedDetails !== null &&
    pricedDetails.code.toUpperCase() === input.discountCode.toUpperCase();
  const appliedDetails = !input.discountCode
    ? null
    : (discountDetails ?? (pricedCode ? pricedDetails : null));
  useEffect(() => {
    if (pricedCode && !discountDetails) setCheckout({ discountDetails: pricedDetails });
  }, [pricedCode, discountDetails, pricedDetails, setCheckout]);

  const applyCode = async (code: string): Promise<string | null> => {
    setCodeRefusal(null);
    const withCode = { ...input, discountCode: code };
    const result = await computePrices(withCode);
    if (!result.ok) {
      const message = isRecord(result.errors) ? result.errors.discountCode : undefined;
      return typeof message === 'string' ? message : result.message;
    }
    queryClient.setQueryData(getComputePricesQueryOptions(withCode).queryKey, result.data);
    setCheckout({
      discountCode: result.data.discount_details?.code ?? code,
      discountDetails: result.data.discount_details,
    });
    return null;
  };

  const choosePayment = useCallback((choice: PaymentChoice) => setCheckout(choice), [setCheckout]);
  const pickBilling = useCallback(
    (picked: Address) => setCheckout({ billingAddress: picked }),
    [setCheckout],
  );
  const billingModeChange = (same: boolean) => {
    setBillingMode(same ? 'same' : 'other');
    if (same) setCheckout({ billingAddress: null });
  };

  // Checks before asking the server (which checks it all again).
  const cod = methods.data?.find((method) => method.code === 'cod');
  const codTooHigh =
    paymentMethod === 'cod' &&
    cod !== undefined &&
    codRefused(cod, total, checkout.fulfillmentType);
  const localProblems: Record<string, string> = {};
  if (!paymentMethod) localProblems.paymentMethod = PAYMENT_METHOD_REQUIRED;
  else if (abroad && paymentMethod !== 'online') {
    localProblems.paymentMethod = ABROAD_ONLINE_ONLY_MESSAGE;
  } else if (paymentMethod === 'online' && !checkout.paynamicsChannel) {
    localProblems.paynamicsChannel = CHANNEL_REQUIRED;
  } else if (codTooHigh && cod?.max_amount != null) {
    localProblems.paymentMethod = codLimitText(cod.max_amount);
  }
  if (billingMode === 'other' && delivery && !billingAddress) {
    localProblems.billingAddress = BILLING_REQUIRED;
  }
  const serverFields = problem?.fields ?? {};
  const shownField = (field: string) =>
    (attempted ? localProblems[field] : undefined) ?? serverFields[field] ?? null;

  const placeOrder = () => {
    setAttempted(true);
    if (!agreed || Object.keys(localProblems).length > 0) return;
    void place(checkoutBody(details, ids, saleCartId));
  };

  const newAddressDefaults = useMemo(
    () => ({ contactName: [firstName, lastName].filter(Boolean).join(' ') }),
    [firstName, lastName],
  );
  // The terms checkbox says its own message right above.
  const blocking = attempted ? Object.values(localProblems) : [];

  if (cart.isPending) {
    return <SkeletonBlock sx={{ height: 420 }} />;
  }

  return (
    <>
      {cart.isError ? (
        <CheckoutCartError error={cart.error} onRetry={() => void cart.refetch()} />
      ) : null}
      <CheckoutColumns
        main={
          <>
            <CheckoutSection
              title={delivery ? 'Delivery' : 'Pickup'}
              action={
                <Button
                  component={RouterLink}
                  to={paths.shippingInformation.getHref()}
                  size="small"
                >
                  Edit
                </Button>
              }
            >
              <ReviewShippingSummary
                fulfillmentType={checkout.fulfillmentType}
                address={address ? <AddressSummary address={address} /> : null}
                branchName={branchName}
                courier={courier}
                preferredDateTime={checkout.preferredDateTime}
                preferredAssemblyDate={checkout.preferredAssemblyDate}
                notes={checkout.notes}
                abroad={abroad ? abroadSummary(abroad, email) : null}
              />
            </CheckoutSection>
            <CheckoutSection title="Payment method">
              <PaymentMethodOptions
                value={paymentMethod}
                channel={checkout.paynamicsChannel}
                onChange={choosePayment}
                total={total}
                fulfillmentType={checkout.fulfillmentType}
                error={shownField('paymentMethod') ?? shownField('paynamicsChannel')}
                onlineOnly={abroad !== null}
              />
            </CheckoutSection>
            <CheckoutSection
              title="Billing address"
              description={delivery ? undefined : 'Optional: an address for your receipt.'}
            >
              <ReviewBilling
                sameAsShipping={billingMode === 'same'}
                onSameAsShippingChange={billingModeChange}
                canUseShipping={delivery}
                picker={
                  <AddressBook
                    selectedId={billingAddress?._id ?? null}
                    onSelect={pickBilling}
                    newAddressDefaults={newAddressDefaults}
                    label="Billing address"
                  />
                }
                error={shownField('billingAddress')}
              />
            </CheckoutSection>
          </>
        }
        aside={
          <>
            <CheckoutSection title="Order summary">
              <OrderSummary
                lines={lines}
                totals={prices.data}
                discountCode={input.discountCode}
                shippingNote={delivery ? 'Free delivery' : 'Free pickup'}
                loading={prices.isFetching}
                error={prices.isError && !refusedCode ? prices.error.message : null}
                renderTotalNote={(amount) => <ApproximateAmount pesos={amount} />}
              >
                <DiscountCode
                  applied={appliedDetails}
                  onApply={applyCode}
                  onRemove={() => {
                    setCodeRefusal(null);
                    setCheckout({ discountCode: '', discountDetails: null });
                  }}
                  error={codeRefusal ?? serverFields.discountCode ?? null}
                  disabled={pending}
                />
              </OrderSummary>
            </CheckoutSection>
            <ReviewTerms
              agreed={agreed}
              onAgreedChange={setAgreed}
              onOpenTerms={() => setTermsOpen(true)}
              trackStatus={checkout.trackStatus}
              onTrackStatusChange={(trackStatus) => setCheckout({ trackStatus })}
              showError={attempted}
            />
            {problem ? (
              <Alert severity="error" role="alert">
                {problem.messages.join(' ')}
              </Alert>
            ) : blocking.length > 0 ? (
              <Alert severity="error" role="alert">
                {blocking.join(' ')}
              </Alert>
            ) : null}
            <Button
              variant="contained"
              size="large"
              fullWidth
              onClick={placeOrder}
              loading={pending}
              disabled={empty || prices.isPending}
            >
              {paymentMethod === 'online' ? 'Place order and pay' : 'Place order'}
              {total !== null ? ` · ${formatPeso(total)}` : ''}
            </Button>
          </>
        }
      />
      {termsOpen !== null ? (
        <Suspense fallback={null}>
          <LegalDialog open={termsOpen} document={TERMS} onClose={() => setTermsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const returned = paymentOutcome(params);
  return (
    <CheckoutPage
      title="Review and Pay"
      step={1}
      back={
        returned ? null : { to: paths.shippingInformation.getHref(), label: 'Back to shipping' }
      }
    >
      {returned ? (
        <PaymentRetryNotice orderId={returned.orderId} outcome={returned.outcome} />
      ) : (
        <ReviewAndPay />
      )}
    </CheckoutPage>
  );
}
