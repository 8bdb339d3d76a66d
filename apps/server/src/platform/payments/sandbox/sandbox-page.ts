import { escapeHtml } from '../../mail/templates/layout';
import type { SandboxRequest } from './sandbox-gateway';

const STYLE = `
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#212121}
main{max-width:560px;margin:32px auto;background:#fff;border-radius:8px;padding:24px 32px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:22px;margin:0 0 8px}
.note{background:#fff8e1;border-left:4px solid #f9a825;padding:8px 12px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}
dt{font-weight:700}
caption{text-align:left;font-weight:700;padding:4px 0}
table{width:100%;border-collapse:collapse;margin:8px 0 24px;font-size:14px}
th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e0e0e0}
td.amount,th.amount{text-align:right}
.actions{display:flex;gap:12px;flex-wrap:wrap}
button{font-size:16px;padding:12px 20px;border-radius:4px;border:2px solid transparent;cursor:pointer}
button:focus-visible{outline:3px solid #1565c0;outline-offset:2px}
.pay{background:#2e7d32;color:#fff}
.fail{background:#c62828;color:#fff}
.cancel{background:#fff;color:#212121;border-color:#757575}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const peso = (amount: string) =>
  `₱${Number(amount).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The hosted payment page: what is being paid, and the tester's three choices. */
export function sandboxPaymentPage(request: SandboxRequest, encoded: string, action: string) {
  const f = request.fields;
  const rows = request.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}</td><td>${escapeHtml(item.quantity)}</td><td class="amount">${escapeHtml(peso(item.amount))}</td></tr>`,
    )
    .join('');
  return page(
    `Sandbox payment of ${peso(f['amount'] ?? '0')}`,
    `<h1>Paynamics sandbox</h1>
<p class="note" role="note">This is the shop’s test payment gateway. No money moves; choose how the payment should end.</p>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(f['mid'] ?? '')}</dd>
<dt>Reference</dt><dd>${escapeHtml(f['request_id'] ?? '')}</dd>
<dt>Customer</dt><dd>${escapeHtml(`${f['fname'] ?? ''} ${f['lname'] ?? ''}`)} (${escapeHtml(f['email'] ?? '')})</dd>
<dt>Channel</dt><dd>${escapeHtml(f['pmethod'] ?? '')}</dd>
<dt>Amount</dt><dd><strong>${escapeHtml(peso(f['amount'] ?? '0'))}</strong> ${escapeHtml(f['currency'] ?? '')}</dd>
</dl>
<table><caption>Items</caption><thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col" class="amount">Amount</th></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="paymentrequest" value="${escapeHtml(encoded)}">
<div class="actions">
<button type="submit" class="pay" name="outcome" value="paid">Pay successfully</button>
<button type="submit" class="fail" name="outcome" value="failed">Fail payment</button>
<button type="submit" class="cancel" name="outcome" value="cancelled">Cancel</button>
</div>
</form>`,
  );
}

export function sandboxErrorPage(message: string) {
  return page(
    'Payment request refused',
    `<h1>Payment request refused</h1><p role="alert">${escapeHtml(message)}</p>`,
  );
}
