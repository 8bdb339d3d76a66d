import { orderDocumentParamsSchema, printInvoicesSchema } from '@shop/shared/admin/order-documents';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth';
import type { DocumentsService, PdfFile } from './documents-service';

const actorOf = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
};

/** A PDF to open in the browser's viewer (inline), never cached: invoices are personal data. */
const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes));

/** The orders' printed documents under /api/v1/admin/orders: staff and admins. */
export const orderDocumentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  const guard = { onRequest: app.requireStaff };
  const schemaBase = {
    tags: ['admin: order documents'],
    security: [{ bearer: [] }],
    produces: ['application/pdf'],
  };

  app.get(
    '/api/v1/admin/orders/:id/invoice.pdf',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary:
          'The order’s sales invoice as a PDF (numbered SI-<year>-<6 digits> on its first print; recorded in the activity log)',
        params: orderDocumentParamsSchema,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await documents.invoice(actorOf(request), request.params.id)),
  );

  app.get(
    '/api/v1/admin/orders/:id/packing-slip.pdf',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary:
          'The order’s packing slip as a PDF: items, quantities, ship-to or pickup, no prices',
        params: orderDocumentParamsSchema,
      },
    },
    async (request, reply) => sendPdf(reply, await documents.packingSlip(request.params.id)),
  );

  app.post(
    '/api/v1/admin/orders/invoices.pdf',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary:
          'The sales invoices of up to 100 orders as one PDF, in the order given; an unknown id is a 404 and nothing is numbered',
        body: printInvoicesSchema,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await documents.invoices(actorOf(request), request.body.orderIds)),
  );
};
