import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvalidNotificationError } from '../../platform/payments/gateway';
import {
  completeSandboxPayment,
  openSandboxRequest,
} from '../../platform/payments/sandbox/sandbox-gateway';
import { sandboxErrorPage, sandboxPaymentPage } from '../../platform/payments/sandbox/sandbox-page';
import { acceptFormBodies } from './form-body';

export const SANDBOX_PATH = '/sandbox/paynamics/webpayment';

/**
 * The sandbox gateway (outside production, or with PAYMENT_SANDBOX=true): Paygate's protocol
 * with a hosted page where the tester picks the outcome. The signed notification goes to the
 * request's notification_url: through this app directly when that is the shop itself (no
 * network needed, so tests and a shop behind NAT work), over HTTP otherwise.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  merchant: { merchantId: string; merchantKey: string };
}> = async (app, { merchant }) => {
  acceptFormBodies(app);
  const shopOrigin = new URL(app.config.publicUrl).origin;

  async function deliver(url: string, paymentresponse: string) {
    const target = new URL(url);
    const payload = new URLSearchParams({ paymentresponse }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    if (target.origin === shopOrigin) {
      const response = await app.inject({
        method: 'POST',
        url: `${target.pathname}${target.search}`,
        payload,
        headers,
      });
      return response.statusCode;
    }
    const response = await fetch(target, { method: 'POST', body: payload, headers });
    return response.status;
  }

  app.post(
    SANDBOX_PATH,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox hosted payment page (receives the paymentrequest form)',
        body: z.object({ paymentrequest: z.string() }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      try {
        const opened = openSandboxRequest(request.body.paymentrequest, merchant);
        return sandboxPaymentPage(opened, request.body.paymentrequest, `${SANDBOX_PATH}/complete`);
      } catch (error) {
        if (!(error instanceof InvalidNotificationError)) throw error;
        return reply.status(400).send(sandboxErrorPage(error.message));
      }
    },
  );

  app.post(
    `${SANDBOX_PATH}/complete`,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'The tester’s choice: posts the signed notification, then redirects the browser',
        body: z.object({
          paymentrequest: z.string(),
          outcome: z.enum(['paid', 'failed', 'cancelled']),
        }),
      },
    },
    async (request, reply) => {
      let opened;
      try {
        opened = openSandboxRequest(request.body.paymentrequest, merchant);
      } catch (error) {
        if (!(error instanceof InvalidNotificationError)) throw error;
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(sandboxErrorPage(error.message));
      }
      const result = completeSandboxPayment(
        opened,
        request.body.outcome,
        merchant.merchantKey,
        app.clock.now(),
      );
      const status = await deliver(result.notificationUrl, result.paymentresponse);
      if (status >= 300) {
        request.log.warn({ status }, 'the shop refused the sandbox notification');
      }
      return reply.redirect(result.redirectUrl, 303);
    },
  );
};
