import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { addressBody } from '../../../../test/customers';
import { pdfText } from '../../../../test/pdf-text';
import { priceLines, vatOfInclusive, type DiscountRule } from '../../../lib/pricing';
import { formatPesos, renderInvoicesPdf } from '../../../platform/pdf/invoice-pdf';
import type { OrderItemRow, OrderRow } from '../orders-repository';
import {
  formatInvoiceNumber,
  invoiceDocument,
  packingSlipDocument,
  type OrderDocumentSource,
} from './documents-model';

const SELLER = {
  name: 'Casa Filipina Furniture',
  tin: '009-876-543-00000',
  address: '1128 Tomas Morato Avenue, Quezon City',
};
const PLACED_AT = new Date('2026-03-31T17:30:00Z'); // 1 April in Manila
const ADDRESS = addressBody();

interface CartLine {
  name: string;
  quantity: number;
  unitCentavos: number;
  planCentavos: number;
}

const cartLine: fc.Arbitrary<CartLine> = fc.record({
  name: fc
    .string({ minLength: 1, maxLength: 120 })
    .map((text) => `Narra ${text.trim() || 'chair'}`),
  quantity: fc.integer({ min: 1, max: 20 }),
  unitCentavos: fc.integer({ min: 1, max: 40_000_000 }),
  planCentavos: fc.oneof(fc.constant(0), fc.integer({ min: 999_00, max: 4_999_00 })),
});

const code: fc.Arbitrary<{ code: string; rule: DiscountRule } | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    code: fc.constant('SAVE15'),
    rule: fc.record({
      type: fc.constant('percentage' as const),
      value: fc.integer({ min: 1, max: 10_000 }),
      maxDiscountCentavos: fc.option(fc.integer({ min: 1, max: 20_000_00 }), { nil: null }),
    }),
  }),
  fc.record({
    code: fc.constant('LESS500'),
    rule: fc.record({
      type: fc.constant('fixed' as const),
      value: fc.integer({ min: 1, max: 200_000_00 }),
      maxDiscountCentavos: fc.constant(null),
    }),
  }),
);

const shippingFee = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 25_000_00 }));

/** The order and lines exactly as checkout stores them (checkout-service → placement). */
function storedOrder(
  lines: CartLine[],
  discount: { code: string; rule: DiscountRule } | null,
  fee: number,
): OrderDocumentSource {
  const totals = priceLines(
    lines.map((line, index) => ({
      id: String(index),
      quantity: line.quantity,
      unitCentavos: line.unitCentavos,
      planCentavos: line.planCentavos,
    })),
    discount?.rule ?? null,
    fee,
  );
  const order = {
    id: '0b7e3c1e-8f7a-4a53-9c43-4b3f1f1f1f1f',
    projectId: 'test-shop',
    userId: '1b7e3c1e-8f7a-4a53-9c43-4b3f1f1f1f1f',
    orderNumber: 'CF-2026-000042',
    status: 'order_placed_cod_payment',
    fulfillmentType: 'delivery',
    pickupBranchId: null,
    shippingAddress: ADDRESS,
    billingAddress: null,
    courierCode: 'casa-fleet',
    courierName: 'Casa Filipina Delivery Truck',
    preferredDateTime: '2026-04-08',
    preferredAssemblyDate: '2026-04-09',
    notes: 'Gate is blue.',
    trackStatus: true,
    discountCode: totals.discountCentavos > 0 ? (discount?.code ?? null) : null,
    subtotalCentavos: totals.subtotalCentavos,
    discountCentavos: totals.discountCentavos,
    shippingFeeCentavos: totals.shippingFeeCentavos,
    vatCentavos: totals.vatCentavos,
    vatableSalesCentavos: totals.vatableSalesCentavos,
    totalCentavos: totals.totalCentavos,
    paymentMethod: 'cod',
    paymentChannel: null,
    paymentStatus: 'cod_pending',
    paymentDueAt: null,
    trackingNumber: null,
    receivedAt: null,
    buyerCountry: null,
    buyerMobile: null,
    recipientName: null,
    recipientMobile: null,
    recipientEmail: null,
    createdAt: PLACED_AT,
    updatedAt: PLACED_AT,
  } satisfies OrderRow;
  const items = lines.map((line, index): OrderItemRow => {
    const priced = totals.lines[index]!;
    return {
      id: `item-${index}`,
      orderId: order.id,
      position: index,
      productId: `product-${index}`,
      variantId: `variant-${index}`,
      branchId: 'branch',
      name: line.name,
      friendlyUrl: `item-${index}`,
      imageUrl: null,
      imageAlt: '',
      sku: `CF-SKU-${index}`,
      color: index % 2 ? 'Walnut' : null,
      size: null,
      material: 'Narra',
      unitPriceCentavos: line.unitCentavos,
      compareAtPriceCentavos: null,
      quantity: line.quantity,
      withProtectionPlan: line.planCentavos > 0,
      protectionPlanName: line.planCentavos > 0 ? '2-year Protection Plan' : null,
      protectionPlanYears: line.planCentavos > 0 ? 2 : null,
      protectionPlanPriceCentavos: line.planCentavos > 0 ? line.planCentavos : null,
      grossCentavos: priced.grossCentavos,
      discountCentavos: priced.discountCentavos,
      netCentavos: priced.netCentavos,
      vatCentavos: priced.vatCentavos,
      createdAt: PLACED_AT,
      updatedAt: PLACED_AT,
    };
  });
  return {
    order,
    // Stored rows come back in any order; the documents follow the cart's.
    items: [...items].reverse(),
    customer: { firstName: 'Maria', lastName: 'Santos', email: 'maria@example.ph' },
    pickupBranchName: null,
  };
}

const ISSUED = { invoiceNumber: formatInvoiceNumber(42, 2026), issuedAt: PLACED_AT };
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the sales invoice of an order (property-based over carts, codes and shipping)', () => {
  it('shows the order’s stored figures, which add up to the centavo', () => {
    fc.assert(
      fc.property(
        fc.array(cartLine, { minLength: 1, maxLength: 30 }),
        code,
        shippingFee,
        (lines, discount, fee) => {
          const source = storedOrder(lines, discount, fee);
          const { order } = source;
          const invoice = invoiceDocument(source, ISSUED, SELLER);
          // The figures are the order's own.
          expect(invoice.subtotalCentavos).toBe(order.subtotalCentavos);
          expect(invoice.discountCentavos).toBe(order.discountCentavos);
          expect(invoice.shippingFeeCentavos).toBe(order.shippingFeeCentavos);
          expect(invoice.vatableSalesCentavos).toBe(order.vatableSalesCentavos);
          expect(invoice.vatCentavos).toBe(order.vatCentavos);
          expect(invoice.totalCentavos).toBe(order.totalCentavos);
          // The invoice's lines add up to its subtotal, each line is quantity × unit price…
          expect(sum(invoice.lines.map((line) => line.amountCentavos))).toBe(
            invoice.subtotalCentavos,
          );
          for (const line of invoice.lines) {
            expect(line.quantity * line.unitCentavos).toBe(line.amountCentavos);
          }
          // …the subtotal less the discount plus shipping is the total amount due…
          expect(
            invoice.subtotalCentavos - invoice.discountCentavos + invoice.shippingFeeCentavos,
          ).toBe(invoice.totalCentavos);
          // …which is the vatable sales plus 12% VAT (VAT-inclusive prices, shipping included).
          expect(invoice.vatableSalesCentavos + invoice.vatCentavos).toBe(invoice.totalCentavos);
          expect(invoice.vatCentavos).toBe(vatOfInclusive(invoice.totalCentavos));
          // Goods and protection plans follow the cart's order.
          expect(invoice.lines[0]!.description.startsWith(lines[0]!.name.slice(0, 5))).toBe(true);
          expect(invoice.discountCode).toBe(order.discountCode);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('prints those figures in the PDF, long names wrapped and many lines on further pages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(cartLine, { minLength: 1, maxLength: 40 }),
        code,
        shippingFee,
        async (lines, discount, fee) => {
          const source = storedOrder(lines, discount, fee);
          const invoice = invoiceDocument(source, ISSUED, SELLER);
          const text = await pdfText(await renderInvoicesPdf([invoice]));
          expect(text).toContain('SALES INVOICE');
          expect(text).toContain('SI-2026-000042');
          expect(text).toContain(SELLER.tin);
          for (const amount of [
            invoice.subtotalCentavos,
            -invoice.discountCentavos,
            invoice.shippingFeeCentavos,
            invoice.vatableSalesCentavos,
            invoice.vatCentavos,
            invoice.totalCentavos,
          ]) {
            expect(text).toContain(formatPesos(amount));
          }
          for (const line of invoice.lines)
            expect(text).toContain(formatPesos(line.amountCentavos));
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('a long invoice', () => {
  it('wraps long item names and carries the table onto further pages, headings repeated', async () => {
    const lines = Array.from({ length: 45 }, (_, index) => ({
      name: `Heirloom narra four-poster bed with hand-carved sampaguita headboard number ${index + 1} and matching side tables`,
      quantity: 1 + (index % 3),
      unitCentavos: 12_345_67 + index,
      planCentavos: index % 4 === 0 ? 2_499_00 : 0,
    }));
    const invoice = invoiceDocument(storedOrder(lines, null, 3_500_00), ISSUED, SELLER);
    const bytes = await renderInvoicesPdf([invoice]);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    const text = await pdfText(bytes);
    expect(pages).toBeGreaterThan(2);
    expect(text.split('\n').filter((line) => line === 'Unit price')).toHaveLength(pages);
    for (const index of [1, 23, 45]) expect(text).toContain(`headboard number ${index}`);
    // No drawn line is wider than its column: the long names come out over several lines.
    expect(text).not.toContain(lines[0]!.name);
    expect(text).toContain(formatPesos(invoice.totalCentavos));
  });
});

describe('formatPesos', () => {
  it('writes centavos exactly with thousands separators', () => {
    expect(formatPesos(0)).toBe('PHP\u00A00.00');
    expect(formatPesos(5)).toBe('PHP\u00A00.05');
    expect(formatPesos(123_456_789)).toBe('PHP\u00A01,234,567.89');
    expect(formatPesos(-25_000)).toBe('-PHP\u00A0250.00');
  });
});

describe('formatInvoiceNumber', () => {
  it('is SI-<year>-<6 digits>', () => {
    expect(formatInvoiceNumber(7, 2026)).toBe('SI-2026-000007');
  });
});

describe('the packing slip of an order', () => {
  it('has the lines in cart order with SKU, variant and quantity, the ship-to and the dates', () => {
    const source = storedOrder(
      [
        {
          name: 'Narra dining table',
          quantity: 1,
          unitCentavos: 45_000_00,
          planCentavos: 2_499_00,
        },
        { name: 'Rattan chair', quantity: 4, unitCentavos: 6_500_00, planCentavos: 0 },
      ],
      null,
      1_500_00,
    );
    const slip = packingSlipDocument(source, SELLER.name);
    expect(slip).toMatchObject({
      orderNumber: 'CF-2026-000042',
      orderedOn: '2026-04-01',
      fulfillment: 'Delivery',
      shipTo: {
        name: 'Maria Santos',
        mobile: '0917 123 4567',
        address: '12 Scout Tuason Street, South Triangle, Quezon City, Metro Manila 1103',
      },
      courier: 'Casa Filipina Delivery Truck',
      preferredDelivery: '2026-04-08',
      preferredAssembly: '2026-04-09',
      notes: 'Gate is blue.',
    });
    expect(slip.lines).toEqual([
      {
        name: 'Narra dining table + 2-year Protection Plan',
        sku: 'CF-SKU-0',
        variant: 'Narra',
        quantity: 1,
      },
      { name: 'Rattan chair', sku: 'CF-SKU-1', variant: 'Walnut / Narra', quantity: 4 },
    ]);
  });
});
