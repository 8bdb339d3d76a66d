import { addressSchema, type Address } from '@shop/shared/address';
import type { CartItem } from '@shop/shared/cart';
import {
  courierOptionSchema,
  discountDetailsSchema,
  paymentMethodCodeSchema,
  type CheckoutBody,
  type CourierOption,
  type DiscountDetails,
  type PaymentMethodCode,
} from '@shop/shared/checkout';
import { useMemo } from 'react';
import type { ComputePricesInput } from '../api/compute-prices';
import { manilaToday } from '../checkout-dates';
import {
  ADDRESS_REQUIRED,
  COURIER_REQUIRED,
  PICKUP_BRANCH_REQUIRED,
  PREFERRED_DATE_PAST,
  pickupFromOtherBranch,
} from '../checkout-messages';
import { useCheckoutStore, type CheckoutDetails } from '../stores/checkout';

export interface ParsedCheckout {
  checkout: CheckoutDetails;
  address: Address | null;
  billingAddress: Address | null;
  courier: CourierOption | null;
  paymentMethod: PaymentMethodCode | null;
  discountDetails: DiscountDetails | null;
}

/**
 * The persisted checkout object with its stored shapes checked: the address book entries,
 * the courier option and the discount as the server described them.
 */
export function useCheckoutDetails(): ParsedCheckout & {
  setCheckout: (patch: Partial<CheckoutDetails>) => void;
} {
  const checkout = useCheckoutStore((state) => state.checkout);
  const setCheckout = useCheckoutStore((state) => state.setCheckout);
  const parsed = useMemo(
    () => ({
      checkout,
      address: addressSchema.safeParse(checkout.address).data ?? null,
      billingAddress: addressSchema.safeParse(checkout.billingAddress).data ?? null,
      courier: courierOptionSchema.safeParse(checkout.courier).data ?? null,
      paymentMethod: paymentMethodCodeSchema.safeParse(checkout.paymentMethod).data ?? null,
      discountDetails: discountDetailsSchema.safeParse(checkout.discountDetails).data ?? null,
    }),
    [checkout],
  );
  return { ...parsed, setCheckout };
}

/** What compute-prices needs for the current choices. */
export function pricesInput(
  details: ParsedCheckout,
  items: string[],
  saleCartId: string | null = null,
): ComputePricesInput {
  const delivery = details.checkout.fulfillmentType === 'delivery';
  return {
    items,
    ...(saleCartId ? { saleCartId } : {}),
    discountCode: details.checkout.discountCode || null,
    // A courier is priced for an address; without one there is no fee to ask for yet.
    courier: delivery && details.address ? (details.courier?.code ?? null) : null,
    addressId: delivery ? (details.address?._id ?? null) : null,
    fulfillmentType: details.checkout.fulfillmentType,
    branchId: delivery ? null : details.checkout.branchId,
  };
}

/** The shipping step's gaps, by field (empty when the shopper can go on). */
export function shippingProblems(
  details: ParsedCheckout,
  lines: readonly Pick<CartItem, 'name' | 'branch_id'>[],
  branchName: string | null,
  now = new Date(),
): Record<string, string> {
  const problems: Record<string, string> = {};
  const { checkout } = details;
  if (checkout.fulfillmentType === 'delivery') {
    if (!details.address) problems.address = ADDRESS_REQUIRED;
    if (!details.courier) problems.courier = COURIER_REQUIRED;
  } else if (!checkout.branchId) {
    problems.branchId = PICKUP_BRANCH_REQUIRED;
  } else {
    const elsewhere = lines.filter((line) => line.branch_id !== checkout.branchId);
    if (elsewhere.length > 0) {
      problems.branchId = pickupFromOtherBranch(
        branchName ?? 'this branch',
        elsewhere.map((line) => line.name),
      );
    }
  }
  const date = checkout.preferredDateTime?.slice(0, 10);
  if (date && date < manilaToday(now)) problems.preferredDateTime = PREFERRED_DATE_PAST;
  return problems;
}

/** The body of POST /api/v1/my-cart/checkout: ids and codes only, the server prices it all. */
export function checkoutBody(
  details: ParsedCheckout,
  items: string[],
  /** A Buy now checkout: the order is placed from this sale cart alone. */
  saleCartId: string | null = null,
): CheckoutBody {
  const { checkout } = details;
  const delivery = checkout.fulfillmentType === 'delivery';
  const online = details.paymentMethod === 'online';
  return {
    items,
    ...(saleCartId ? { saleCartId } : {}),
    fulfillmentType: checkout.fulfillmentType,
    address: delivery ? (details.address?._id ?? null) : null,
    billingAddress: details.billingAddress?._id ?? null,
    courier: delivery ? (details.courier?.code ?? null) : null,
    branchId: delivery ? null : checkout.branchId,
    preferredDateTime: checkout.preferredDateTime,
    preferredAssemblyDate: checkout.preferredAssemblyDate,
    discountCode: checkout.discountCode || null,
    notes: checkout.notes.trim() || null,
    paymentMethod: details.paymentMethod,
    paynamicsChannel: online ? checkout.paynamicsChannel : null,
    trackStatus: checkout.trackStatus,
    ...(checkout.abroad ? { abroad: checkout.abroad } : {}),
  };
}
