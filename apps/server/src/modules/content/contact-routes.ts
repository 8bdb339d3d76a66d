import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors';
import { createContactRepository } from './contact-repository';
import { contactBodySchema } from './contact-schema';
import { createContactService } from './contact-service';
import { createdSchema } from '@shop/shared';

export const TOO_MANY_MESSAGES = 'Too many messages. Please try again later.';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = createContactService({
    repository: createContactRepository(app.database.db),
    mailer: app.mailer,
    projectId: app.config.projectId,
    shopMail: app.config.shopMail,
  });
  const limit = app.config.contactRateLimit;

  app.post(
    '/api/v1/public/contact-us',
    {
      config: {
        rateLimit: {
          max: limit.max,
          timeWindow: limit.windowMs,
          errorResponseBuilder: () => new HttpError(429, TOO_MANY_MESSAGES),
        },
      },
      schema: {
        tags: ['content'],
        summary: 'Sends a message to the shop, with a copy to the sender',
        body: contactBodySchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => {
      const result = await contact.submit(request.body, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (result.dropped) request.log.info('contact form honeypot filled; message dropped');
      return reply.status(201).send({ data: { _id: result.id } });
    },
  );
};
