import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../platform/mail/templates/layout';
import type { HostedPaymentForm } from '../../platform/payments/gateway';

/**
 * The step between checkout and the gateway: a form posted to the hosted payment page, sent
 * at once by a script (with a button for browsers without scripts). Its own CSP lets the form
 * go to the gateway's origin and runs only this page's script.
 */
export function sendGatewayForm(reply: FastifyReply, form: HostedPaymentForm) {
  const nonce = randomBytes(16).toString('base64');
  const gatewayOrigin = new URL(form.action).origin;
  const inputs = Object.entries(form.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Redirecting to payment</title></head><body style="font-family:Arial,Helvetica,sans-serif;text-align:center;padding:48px 16px"><form id="gateway" method="post" action="${escapeHtml(form.action)}">${inputs}<p>Taking you to the secure payment page…</p><button type="submit">Continue to payment</button></form><script nonce="${nonce}">document.getElementById('gateway').submit();</script></body></html>`;
  return reply
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self' ${gatewayOrigin}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
