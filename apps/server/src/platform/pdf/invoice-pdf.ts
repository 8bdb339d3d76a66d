import {
  BRAND,
  CONTENT_WIDTH,
  MARGIN,
  MUTED,
  startDocument,
  type Cell,
  type Writer,
} from './pdf-writer';

// The order documents staff print: the sales invoice (BIR-style: seller, TIN, VAT breakdown)
// and the packing slip (what goes in the box, no prices). Amounts arrive in centavos and are
// written exactly, "PHP 1,234.56".

export interface SellerIdentity {
  name: string;
  tin: string;
  address: string;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitCentavos: number;
  amountCentavos: number;
}

export interface InvoiceDocumentData {
  seller: SellerIdentity;
  invoiceNumber: string;
  /** YYYY-MM-DD, Manila: the day the invoice was first printed. */
  issuedOn: string;
  orderNumber: string;
  orderedOn: string;
  customer: { name: string; address: string; email: string };
  lines: InvoiceLine[];
  subtotalCentavos: number;
  discountCentavos: number;
  discountCode: string | null;
  shippingFeeCentavos: number;
  vatableSalesCentavos: number;
  vatCentavos: number;
  totalCentavos: number;
  paymentMethod: string;
}

export interface PackingSlipLine {
  name: string;
  sku: string;
  variant: string;
  quantity: number;
}

export interface PackingSlipData {
  shopName: string;
  orderNumber: string;
  orderedOn: string;
  fulfillment: string;
  /** Delivery: who receives the parcel and where. */
  shipTo: { name: string; mobile: string; address: string } | null;
  /** Pickup: the branch the customer collects from. */
  pickupBranch: string | null;
  courier: string | null;
  trackingNumber: string | null;
  preferredDelivery: string | null;
  preferredAssembly: string | null;
  notes: string;
  lines: PackingSlipLine[];
}

/** 123456 → "PHP 1,234.56" (a no-break space after PHP), in integers: no float rounding. */
export function formatPesos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const absolute = Math.abs(centavos);
  const pesos = Math.floor(absolute / 100).toLocaleString('en-US');
  return `${sign}PHP\u00A0${pesos}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A table: each column's heading, share of the width and alignment. */
type Column = { heading: string; width: number; align?: 'left' | 'right' };

function columnsAt(columns: readonly Column[]): (Column & { x: number })[] {
  let x = MARGIN;
  return columns.map((column) => {
    const placed = { ...column, x };
    x += column.width + 8;
    return placed;
  });
}

/** Draws the table's heading now and again on each page the rows flow onto; then the rows. */
function table(writer: Writer, columns: readonly Column[], rows: readonly string[][]) {
  const placed = columnsAt(columns);
  const heading = () => {
    writer.cells(
      placed.map((column) => ({ ...column, text: column.heading, font: writer.bold })),
      { gap: 2 },
    );
    writer.rule(MUTED, 0.5);
  };
  heading();
  writer.repeatOnNewPages(heading);
  for (const row of rows) {
    writer.cells(placed.map((column, index): Cell => ({ ...column, text: row[index] ?? '' })));
  }
  writer.endRepeat();
}

/** A label and an amount, right-aligned under the table's amount column. */
function totalRow(writer: Writer, label: string, centavos: number, strong = false) {
  const font = strong ? writer.bold : writer.regular;
  writer.cells(
    [
      { text: label, x: MARGIN + 190, width: 160, font },
      {
        text: formatPesos(centavos),
        x: MARGIN + 358,
        width: CONTENT_WIDTH - 358,
        align: 'right',
        font,
      },
    ],
    { size: strong ? 11 : 10 },
  );
}

function heading(writer: Writer, shopName: string, title: string) {
  writer.text(shopName, { size: 18, font: writer.bold, color: BRAND, gap: 6 });
  writer.text(title, { size: 14, font: writer.bold, gap: 4 });
}

const INVOICE_COLUMNS: Column[] = [
  { heading: 'Description', width: 210 },
  { heading: 'Qty', width: 30, align: 'right' },
  { heading: 'Unit price', width: 100, align: 'right' },
  { heading: 'Amount', width: CONTENT_WIDTH - 210 - 30 - 100 - 24, align: 'right' },
];

function writeInvoice(writer: Writer, data: InvoiceDocumentData) {
  heading(writer, data.seller.name, 'SALES INVOICE');
  writer.text(data.seller.address, { size: 9.5, color: MUTED, gap: 2 });
  writer.text(`VAT Reg. TIN: ${data.seller.tin}`, { size: 9.5, color: MUTED, gap: 2 });
  writer.rule();
  writer.row('Invoice number', data.invoiceNumber);
  writer.row('Invoice date', data.issuedOn);
  writer.row('Order number', data.orderNumber);
  writer.row('Order date', data.orderedOn);
  writer.row('Sold to', data.customer.name);
  writer.row('Address', data.customer.address);
  writer.row('E-mail', data.customer.email);
  writer.row('Payment method', data.paymentMethod);
  writer.space(10);
  table(
    writer,
    INVOICE_COLUMNS,
    data.lines.map((line) => [
      line.description,
      String(line.quantity),
      formatPesos(line.unitCentavos),
      formatPesos(line.amountCentavos),
    ]),
  );
  writer.rule(MUTED, 0.5);
  totalRow(writer, 'Subtotal', data.subtotalCentavos);
  const code = data.discountCode ? ` (${data.discountCode})` : '';
  totalRow(writer, `Less: discount${code}`, -data.discountCentavos);
  totalRow(writer, 'Shipping fee', data.shippingFeeCentavos);
  writer.rule(MUTED, 0.5);
  totalRow(writer, 'VATable sales', data.vatableSalesCentavos);
  totalRow(writer, 'VAT (12%)', data.vatCentavos);
  totalRow(writer, 'Total amount due', data.totalCentavos, true);
  writer.space(10);
  writer.text('All prices are inclusive of 12% VAT.', { size: 9, color: MUTED });
}

/** The sales invoices of one or more orders in one PDF, each starting on its own page. */
export async function renderInvoicesPdf(
  invoices: readonly InvoiceDocumentData[],
): Promise<Uint8Array> {
  const first = invoices[0];
  if (!first) throw new RangeError('No invoice to print');
  const numbers = invoices.map((invoice) => invoice.invoiceNumber);
  const { document, writer } = await startDocument({
    title:
      invoices.length === 1
        ? `Sales invoice ${first.invoiceNumber}`
        : `Sales invoices (${invoices.length})`,
    subject: `Sales invoice of order${invoices.length === 1 ? '' : 's'} ${invoices.map((invoice) => invoice.orderNumber).join(', ')}`,
    author: first.seller.name,
    keywords: numbers,
    createdAt: new Date(`${first.issuedOn}T00:00:00+08:00`),
  });
  invoices.forEach((invoice, index) => {
    if (index > 0) writer.newPage();
    writeInvoice(writer, invoice);
  });
  return document.save();
}

const SLIP_COLUMNS: Column[] = [
  { heading: 'Item', width: 200 },
  { heading: 'SKU', width: 100 },
  { heading: 'Variant', width: 120 },
  { heading: 'Qty', width: CONTENT_WIDTH - 200 - 100 - 120 - 24, align: 'right' },
];

/** What goes in the box and where it goes: no prices. */
export async function renderPackingSlipPdf(data: PackingSlipData): Promise<Uint8Array> {
  const { document, writer } = await startDocument({
    title: `Packing slip ${data.orderNumber}`,
    subject: `Packing slip of order ${data.orderNumber}`,
    author: data.shopName,
    keywords: [data.orderNumber],
    createdAt: new Date(`${data.orderedOn}T00:00:00+08:00`),
  });
  heading(writer, data.shopName, 'PACKING SLIP');
  writer.rule();
  writer.row('Order number', data.orderNumber);
  writer.row('Order date', data.orderedOn);
  writer.row('Fulfillment', data.fulfillment);
  if (data.shipTo) {
    writer.row('Ship to', data.shipTo.name);
    writer.row('Mobile', data.shipTo.mobile);
    writer.row('Address', data.shipTo.address);
  }
  if (data.pickupBranch) writer.row('Pickup branch', data.pickupBranch);
  if (data.courier) writer.row('Courier', data.courier);
  if (data.trackingNumber) writer.row('Tracking number', data.trackingNumber);
  writer.row('Preferred delivery', data.preferredDelivery ?? 'Not specified');
  writer.row('Preferred assembly', data.preferredAssembly ?? 'Not specified');
  writer.space(10);
  table(
    writer,
    SLIP_COLUMNS,
    data.lines.map((line) => [line.name, line.sku, line.variant || '-', String(line.quantity)]),
  );
  const units = data.lines.reduce((sum, line) => sum + line.quantity, 0);
  writer.rule(MUTED, 0.5);
  writer.text(
    `${units} unit${units === 1 ? '' : 's'} in ${data.lines.length} line${data.lines.length === 1 ? '' : 's'}`,
    {
      font: writer.bold,
      gap: 10,
    },
  );
  writer.text('Notes', { size: 12, font: writer.bold, gap: 6 });
  writer.text(data.notes.trim() || 'No notes from the customer.');
  writer.space(24);
  writer.text('Packed by: ______________________     Checked by: ______________________', {
    size: 10,
    color: MUTED,
  });
  return document.save();
}
