// Order arithmetic, in integer centavos. Prices are VAT-inclusive (12 %).
//
// The one allocation rule, used for the order-level discount and for the VAT:
//   an amount A is shared across parts with weights w_i (line gross for the discount; line
//   net and the shipping fee for the VAT) by LARGEST REMAINDER: each part first gets
//   floor(A × w_i / Σw); the centavos still unassigned go one each to the parts with the
//   largest remainders (A × w_i mod Σw), ties to the earlier part (cart order).
// So the parts add up to A exactly, no part gets more than its weight, and the same cart
// always gives the same figures.
//
// VAT is derived once from the order total: round-half-up(total × 12 / 112); vatable sales
// are the rest. It is then allocated to the lines (and the shipping fee) by the rule above.

export interface PriceLineInput {
  id: string;
  quantity: number;
  unitCentavos: number;
  /** The protection plan's price per unit when the customer chose it, else 0. */
  planCentavos: number;
}

export interface DiscountRule {
  type: 'percentage' | 'fixed';
  /** Percentage: basis points (1000 = 10 %). Fixed: centavos. */
  value: number;
  maxDiscountCentavos: number | null;
  /**
   * A code limited to categories or products: the ids of the lines it applies to. It then
   * takes its percentage of (or caps its fixed amount at) those lines' subtotal and is shared
   * across them only. Absent: every line.
   */
  eligibleLineIds?: ReadonlySet<string>;
}

export interface PricedLine {
  id: string;
  quantity: number;
  unitCentavos: number;
  grossCentavos: number;
  discountCentavos: number;
  netCentavos: number;
  vatCentavos: number;
}

export interface PriceBreakdown {
  lines: PricedLine[];
  subtotalCentavos: number;
  discountCentavos: number;
  shippingFeeCentavos: number;
  shippingVatCentavos: number;
  vatCentavos: number;
  vatableSalesCentavos: number;
  totalCentavos: number;
}

/** Shares `amount` by largest remainder (see above); BigInt keeps amount × weight exact. */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const sum = BigInt(total);
  const shares = weights.map((weight) => (big * BigInt(weight)) / sum);
  const remainders = weights.map((weight) => (big * BigInt(weight)) % sum);
  let left = amount - shares.reduce((acc, share) => acc + Number(share), 0);
  const order = weights
    .map((_, index) => index)
    .sort((a, b) => {
      const difference = remainders[b]! - remainders[a]!;
      return difference > 0n ? 1 : difference < 0n ? -1 : a - b;
    });
  const result = shares.map(Number);
  for (const index of order) {
    if (left <= 0) break;
    result[index]! += 1;
    left -= 1;
  }
  return result;
}

/** round-half-up(total × 12 / 112). */
export function vatOfInclusive(totalCentavos: number): number {
  return Math.floor((totalCentavos * 12 + 56) / 112);
}

/** What a code takes off a subtotal: never more than the subtotal (or the code's cap). */
export function discountAmount(subtotalCentavos: number, rule: DiscountRule | null): number {
  if (!rule || subtotalCentavos <= 0) return 0;
  const raw =
    rule.type === 'percentage'
      ? Math.floor((subtotalCentavos * rule.value + 5_000) / 10_000)
      : rule.value;
  const capped = rule.maxDiscountCentavos === null ? raw : Math.min(raw, rule.maxDiscountCentavos);
  return Math.max(0, Math.min(capped, subtotalCentavos));
}

export function priceLines(
  inputs: readonly PriceLineInput[],
  rule: DiscountRule | null,
  shippingFeeCentavos: number,
): PriceBreakdown {
  const gross = inputs.map((line) => line.quantity * (line.unitCentavos + line.planCentavos));
  const subtotal = gross.reduce((sum, value) => sum + value, 0);
  const eligible = rule?.eligibleLineIds;
  const weights = eligible
    ? gross.map((value, index) => (eligible.has(inputs[index]!.id) ? value : 0))
    : gross;
  const discount = discountAmount(
    weights.reduce((sum, value) => sum + value, 0),
    rule,
  );
  const discounts = allocate(discount, weights);
  const nets = gross.map((value, index) => value - discounts[index]!);
  const total = subtotal - discount + shippingFeeCentavos;
  const vat = vatOfInclusive(total);
  const vats = allocate(vat, [...nets, shippingFeeCentavos]);
  return {
    lines: inputs.map((line, index) => ({
      id: line.id,
      quantity: line.quantity,
      unitCentavos: line.unitCentavos,
      grossCentavos: gross[index]!,
      discountCentavos: discounts[index]!,
      netCentavos: nets[index]!,
      vatCentavos: vats[index]!,
    })),
    subtotalCentavos: subtotal,
    discountCentavos: discount,
    shippingFeeCentavos,
    shippingVatCentavos: vats[inputs.length]!,
    vatCentavos: vat,
    vatableSalesCentavos: total - vat,
    totalCentavos: total,
  };
}
