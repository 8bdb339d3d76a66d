import { checkoutResultSchema, paymentMethodSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { acceptFormBodies } from './form-body';
import { paymentMethods } from './methods';
import { sendGatewayForm } from './payment-pages';
import type { PaymentsService } from './payments-service';

const idParams = z.object({ id: z.string().max(100) });
const security = [{ bearer: [] }];

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  acceptFormBodies(app);
  const methods = () =>
    paymentMethods({
      codMaxCentavos: app.config.commerce.codMaxCentavos,
      onlineAvailable: payments.onlineAvailable(),
    });

  for (const url of ['/api/v1/payment-methods', '/api/payment/method']) {
    app.get(
      url,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['payments'],
          security,
          summary: 'Cash on delivery (up to its maximum) and the online channels',
          response: { 200: z.object({ data: z.array(paymentMethodSchema) }) },
        },
      },
      async () => ({ data: methods() }),
    );
  }

  app.post(
    '/api/v1/my-orders/:id/pay',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        security,
        summary:
          'A new online payment attempt for an unpaid order (after a failed or cancelled one)',
        params: idParams,
        body: z.object({ paynamicsChannel: z.string().max(50).nullish() }).optional(),
        response: { 200: z.object({ data: checkoutResultSchema }) },
      },
    },
    async (request) => ({
      data: await payments.retry(
        currentUser(request).id,
        request.params.id,
        request.body?.paynamicsChannel,
      ),
    }),
  );

  app.get(
    '/api/v1/payments/paynamics/pay/:id',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Sends the browser to the gateway’s hosted payment page (a signed paymentrequest form)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const next = await payments.hostedPayment(request.params.id, {
        serverIp: request.socket.localAddress ?? '',
        clientIp: request.ip,
      });
      if ('redirect' in next) return reply.redirect(next.redirect, 303);
      return sendGatewayForm(reply, next.form);
    },
  );

  app.post(
    '/api/v1/payments/paynamics/notification',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Paynamics server-to-server notification: form field paymentresponse (base64 ServiceResponseWPF, SHA-512 signed)',
        body: z.object({ paymentresponse: z.string().max(100_000) }),
        response: {
          200: z.object({ data: z.object({ received: z.boolean(), replay: z.boolean() }) }),
        },
      },
    },
    async (request) => {
      const result = await payments.notify(request.body);
      return { data: { received: true, replay: result === 'replay' } };
    },
  );

  app.get(
    '/api/v1/payments/paynamics/return/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'response_url: to /success when paid, else back to review-and-pay',
        params: idParams,
      },
    },
    async (request, reply) => reply.redirect(await payments.returnUrl(request.params.id), 303),
  );

  app.get(
    '/api/v1/payments/paynamics/cancel/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'cancel_url: back to review-and-pay with payment=cancelled',
        params: idParams,
      },
    },
    async (request, reply) => reply.redirect(await payments.cancelUrl(request.params.id), 303),
  );
};
