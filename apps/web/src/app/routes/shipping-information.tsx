import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Address } from '@shop/shared/address';
import type { CourierOption, FulfillmentType } from '@shop/shared/checkout';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SkeletonBlock } from '../../components/skeleton-block';
import { paths } from '../../config/paths';
import { useAddresses } from '../../features/addresses/api/get-addresses';
import { AddressBook } from '../../features/addresses/components/address-book';
import { useSessionStore } from '../../features/auth/stores/session';
import { useBranches } from '../../features/catalog/api/get-branches';
import { useComputePrices } from '../../features/checkout/api/compute-prices';
import {
  CheckoutCartError,
  CheckoutColumns,
  CheckoutPage,
} from '../../features/checkout/components/checkout-page';
import {
  AbroadBuyerFields,
  AbroadRecipientFields,
  abroadProblems,
} from '../../features/checkout/components/abroad-contacts';
import { CheckoutSection } from '../../features/checkout/components/checkout-steps';
import { CourierOptions } from '../../features/checkout/components/courier-options';
import { FulfillmentOptions } from '../../features/checkout/components/fulfillment-options';
import { OrderSummary } from '../../features/checkout/components/order-summary';
import { ShippingAssemblyDate } from '../../features/checkout/components/shipping-assembly-date';
import { ShippingSchedule } from '../../features/checkout/components/shipping-schedule';
import { useDeliveryDestinationStore } from '../../features/checkout/stores/delivery-destination';
import {
  pricesInput,
  shippingProblems,
  useCheckoutDetails,
} from '../../features/checkout/hooks/use-checkout-details';
import { useCheckoutGuard } from '../../features/checkout/hooks/use-checkout-guard';
import { useCheckoutItems } from '../../features/checkout/hooks/use-checkout-items';
import type { AbroadDetails } from '../../features/checkout/stores/checkout';
import { ApproximateAmount } from '../../features/abroad/components/approximate-amount';
import { countryName } from '@shop/shared/abroad';
import { OFW_COUNTRIES } from '@shop/shared/ofw';
import { useAbroadCountryStore } from '../../features/abroad/stores/abroad-country';

export function Component() {
  const navigate = useNavigate();
  const { lines, ids, saleCartId, cart, empty } = useCheckoutItems();
  const details = useCheckoutDetails();
  const { checkout, setCheckout, address, courier } = details;
  const addresses = useAddresses();
  const branches = useBranches();
  const firstName = useSessionStore((state) => state.firstName);
  const lastName = useSessionStore((state) => state.lastName);
  const [showProblems, setShowProblems] = useState(false);
  useCheckoutGuard(empty);

  const delivery = checkout.fulfillmentType === 'delivery';
  const branchList = branches.data ?? [];
  const branchName = branchList.find((entry) => entry._id === checkout.branchId)?.name ?? null;
  const itemBranchIds = [...new Set(lines.map((line) => line.branch_id))];
  const itemBranchNames = [...new Set(lines.map((line) => line.branch_name))];

  // The stored address follows the book: edits show, a deleted one falls back to the default.
  useEffect(() => {
    if (!addresses.data) return;
    const current = address ? addresses.data.find((entry) => entry._id === address._id) : undefined;
    const next =
      current ??
      addresses.data.find((entry) => entry.isDefaultShipping) ??
      addresses.data[0] ??
      null;
    if (JSON.stringify(next) !== JSON.stringify(address)) setCheckout({ address: next });
  }, [addresses.data, address, setCheckout]);

  const selectAddress = useCallback(
    (picked: Address) => setCheckout({ address: picked }),
    [setCheckout],
  );
  const selectCourier = useCallback(
    (picked: CourierOption | null) => setCheckout({ courier: picked }),
    [setCheckout],
  );
  const setAssemblyDate = useCallback(
    (date: string | null) => setCheckout({ preferredAssemblyDate: date }),
    [setCheckout],
  );
  const setFulfillment = (value: FulfillmentType) => {
    const patch: Parameters<typeof setCheckout>[0] = { fulfillmentType: value };
    // Pickup starts at the branch that holds the items, when they all come from one.
    if (value === 'pickup' && !checkout.branchId && itemBranchIds.length === 1) {
      patch.branchId = itemBranchIds[0] ?? null;
    }
    setCheckout(patch);
  };

  // "Send to my family in the Philippines": a buyer abroad, a recipient here (decision 029).
  const abroad = checkout.abroad;
  const abroadCountry = abroad
    ? OFW_COUNTRIES.find((entry) => entry.code === abroad.country)
    : null;
  // A shopper who said they are abroad may send the whole cart to their family as well.
  const pickedCountry = useAbroadCountryStore((state) => state.country);
  const pickedAbroad = pickedCountry
    ? OFW_COUNTRIES.find((entry) => entry.code === pickedCountry)
    : undefined;
  const sendToFamily = (country: string) =>
    setCheckout({
      fulfillmentType: 'delivery',
      abroad: { country, buyerMobile: '', recipient: { name: '', mobile: '', email: '' } },
    });
  const setAbroad = useCallback(
    (value: AbroadDetails) => setCheckout({ abroad: value }),
    [setCheckout],
  );
  const problems = {
    ...(abroad ? abroadProblems(abroad) : {}),
    ...shippingProblems(details, lines, branchName),
  };
  const shown = (field: string) =>
    (showProblems || field === 'branchId') && problems[field] ? problems[field] : null;
  const prices = useComputePrices(pricesInput(details, ids, saleCartId), ids.length > 0);
  // The city last checked with "Check delivery fee" starts a new address.
  const checkedCity = useDeliveryDestinationStore((state) => state.destination);
  const recipientName = abroad?.recipient.name ?? null;
  const recipientMobile = abroad?.recipient.mobile ?? null;
  const newAddressDefaults = useMemo(
    () => ({
      // From abroad the address is the recipient's: it starts with their name and number.
      contactName: recipientName ?? [firstName, lastName].filter(Boolean).join(' '),
      ...(recipientMobile ? { mobile: recipientMobile } : {}),
      ...(checkedCity ?? {}),
    }),
    [firstName, lastName, checkedCity, recipientName, recipientMobile],
  );

  const goOn = () => {
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    void navigate(paths.reviewAndPay.getHref());
  };

  const loading = cart.isPending;

  return (
    <CheckoutPage
      title="Shipping Information"
      step={0}
      back={{ to: paths.cart.getHref(), label: 'Back to cart' }}
    >
      {cart.isError ? (
        <CheckoutCartError error={cart.error} onRetry={() => void cart.refetch()} />
      ) : null}
      <CheckoutColumns
        main={
          <>
            {abroad ? (
              <>
                <CheckoutSection
                  title="You, abroad"
                  description={`Sending to your family in the Philippines from ${abroadCountry ? countryName(abroadCountry) : 'abroad'}: we deliver to their address and you pay online.`}
                  action={
                    <Button size="small" onClick={() => setCheckout({ abroad: null })}>
                      Buy for yourself instead
                    </Button>
                  }
                >
                  <AbroadBuyerFields
                    value={abroad}
                    onChange={setAbroad}
                    problems={showProblems ? problems : {}}
                  />
                </CheckoutSection>
                <CheckoutSection
                  title="Recipient in the Philippines"
                  description="Who receives the order: the courier calls this number."
                >
                  <AbroadRecipientFields
                    value={abroad}
                    onChange={setAbroad}
                    problems={showProblems ? problems : {}}
                  />
                </CheckoutSection>
              </>
            ) : (
              <CheckoutSection
                title="How do you want to get your order?"
                action={
                  pickedAbroad ? (
                    <Button size="small" onClick={() => sendToFamily(pickedAbroad.code)}>
                      Send to my family in the Philippines
                    </Button>
                  ) : undefined
                }
              >
                <FulfillmentOptions
                  value={checkout.fulfillmentType}
                  onChange={setFulfillment}
                  branches={branchList}
                  branchesLoading={branches.isPending}
                  branchId={checkout.branchId}
                  onBranchChange={(branchId) => setCheckout({ branchId })}
                  branchError={shown('branchId')}
                  itemBranchNames={itemBranchNames}
                />
              </CheckoutSection>
            )}
            {delivery ? (
              <>
                <CheckoutSection
                  title={abroad ? 'Recipient’s address' : 'Delivery address'}
                  description="Pick a saved address or add a new one."
                >
                  <AddressBook
                    selectedId={address?._id ?? null}
                    onSelect={selectAddress}
                    newAddressDefaults={newAddressDefaults}
                    label={abroad ? 'Recipient’s address' : 'Delivery address'}
                  />
                  {shown('address') ? (
                    <Typography role="alert" color="error" variant="body2" sx={{ mt: 1.5 }}>
                      {shown('address')}
                    </Typography>
                  ) : null}
                </CheckoutSection>
                <CheckoutSection
                  title="Courier"
                  description="Fees and delivery times for your address and items."
                >
                  <CourierOptions
                    addressId={address?._id ?? null}
                    items={ids}
                    saleCartId={saleCartId}
                    selected={courier}
                    onSelect={selectCourier}
                    error={shown('courier')}
                  />
                </CheckoutSection>
              </>
            ) : null}
            <CheckoutSection
              title={delivery ? 'Delivery schedule and notes' : 'Pickup schedule and notes'}
            >
              <ShippingSchedule
                fulfillmentType={checkout.fulfillmentType}
                preferredDateTime={checkout.preferredDateTime}
                onPreferredDateTimeChange={(preferredDateTime) =>
                  setCheckout({ preferredDateTime })
                }
                notes={checkout.notes}
                onNotesChange={(notes) => setCheckout({ notes })}
              />
            </CheckoutSection>
            <CheckoutSection title="Preferred assembly date">
              <ShippingAssemblyDate
                value={checkout.preferredAssemblyDate}
                onChange={setAssemblyDate}
              />
            </CheckoutSection>
          </>
        }
        aside={
          <>
            <CheckoutSection title="Order summary">
              {loading ? (
                <SkeletonBlock sx={{ height: 200 }} />
              ) : (
                <OrderSummary
                  lines={lines}
                  totals={prices.data}
                  discountCode={checkout.discountCode || null}
                  shippingNote={
                    delivery ? (courier ? 'Free delivery' : 'Choose a courier') : 'Free pickup'
                  }
                  loading={prices.isFetching}
                  error={prices.isError ? prices.error.message : null}
                  renderTotalNote={(total) => <ApproximateAmount pesos={total} />}
                />
              )}
            </CheckoutSection>
            {showProblems && Object.keys(problems).length > 0 ? (
              <Alert severity="error" role="alert">
                {Object.values(problems).join(' ')}
              </Alert>
            ) : null}
            <Button
              variant="contained"
              size="large"
              onClick={goOn}
              disabled={loading || empty}
              fullWidth
            >
              Continue to review and pay
            </Button>
          </>
        }
      />
    </CheckoutPage>
  );
}
