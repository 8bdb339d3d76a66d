import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { createSupplierRepository } from './supplier-repository';
import { supplierInquiryBodySchema } from './supplier-schema';
import { createSupplierService } from './supplier-service';

export const TOO_MANY_INQUIRIES = 'Too many messages. Please try again later.';

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  const suppliers = createSupplierService({
    repository: createSupplierRepository(app.database.db),
    mailer: app.mailer,
    projectId: app.config.projectId,
    shopMail: app.config.shopMail,
  });
  const limit = app.config.supplierRateLimit;

  app.post(
    '/api/send-supplier-email',
    {
      config: {
        rateLimit: {
          max: limit.max,
          timeWindow: limit.windowMs,
          errorResponseBuilder: () => new HttpError(429, TOO_MANY_INQUIRIES),
        },
      },
      schema: {
        tags: ['account'],
        summary: 'Sends a supplier’s inquiry to the shop',
        body: supplierInquiryBodySchema,
        response: { 201: z.object({ data: z.object({ _id: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const data = await suppliers.submit(request.body, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send({ data });
    },
  );
};
