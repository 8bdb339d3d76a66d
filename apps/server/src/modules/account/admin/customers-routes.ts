import { dataEnvelope, listEnvelope } from '@shop/shared';
import {
  customerActionResultSchema,
  customerDetailSchema,
  customerExportQuerySchema,
  customerListQuerySchema,
  customerRowSchema,
} from '@shop/shared/admin/customers';
import { DOCUMENT_SIDES } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth';
import { isStaffRole } from '../../auth/index';
import { sendDocumentFile } from '../document-file-reply';
import type { CustomersAdminService, Viewer } from './customers-service';

const uuid = z.uuid({ error: 'Must be a valid id.' });
const idParams = z.object({ id: uuid });
const fileParams = idParams.extend({
  documentId: uuid,
  side: z.enum(DOCUMENT_SIDES, { error: 'Must be front, back or pdf.' }),
});

/** The staff member behind a console request, with the role that decides what they see. */
function viewerOf(request: FastifyRequest): Viewer {
  const user = currentUser(request);
  return {
    id: user.id,
    email: user.email,
    role: isStaffRole(user.roleName) ? user.roleName : 'staff',
  };
}

/**
 * The console's customers (`/api/v1/admin/customers`): staff and admins; customers get 403.
 * Identity documents' contents and files are for admins only.
 */
export const customersAdminRoutes: FastifyPluginAsyncZod<{
  customers: CustomersAdminService;
}> = async (app, { customers }) => {
  const staff = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: customers'], security: [{ bearer: [] }] };
  const result = { 200: dataEnvelope(customerActionResultSchema) };

  app.get(
    '/api/v1/admin/customers',
    {
      ...staff,
      schema: {
        ...schemaBase,
        summary: 'Customer accounts: paged, sorted, searched by part of a name, e-mail or mobile',
        querystring: customerListQuerySchema,
        response: { 200: listEnvelope(customerRowSchema) },
      },
    },
    async (request) => customers.list(request.query),
  );

  app.get(
    '/api/v1/admin/customers/export.csv',
    {
      ...staff,
      schema: {
        ...schemaBase,
        summary: 'The customers the search finds as CSV for the accountant (orders, total spent)',
        querystring: customerExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await customers.exportCsv(viewerOf(request), request.query.search);
      const day = app.clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="customers-${day}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(csv, 'utf8'));
    },
  );

  app.get(
    '/api/v1/admin/customers/:id',
    {
      ...staff,
      schema: {
        ...schemaBase,
        summary:
          'A customer’s page: profile, addresses, orders, returns, favorites, sign-ins, remembered devices, identity documents (admins; staff get the count)',
        params: idParams,
        response: { 200: dataEnvelope(customerDetailSchema) },
      },
    },
    async (request) => ({ data: await customers.detail(viewerOf(request), request.params.id) }),
  );

  app.get(
    '/api/v1/admin/customers/:id/documents/:documentId/files/:side',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...schemaBase,
        summary: 'One file of a customer’s identity document (admins only; every view is logged)',
        params: fileParams,
      },
    },
    async (request, reply) => {
      const { id, documentId, side } = request.params;
      return sendDocumentFile(
        reply,
        await customers.documentFile(viewerOf(request), id, documentId, side),
      );
    },
  );

  app.post(
    '/api/v1/admin/customers/:id/sign-out-everywhere',
    {
      ...staff,
      schema: {
        ...schemaBase,
        summary: 'Ends every session of the customer: access tokens and remembered devices',
        params: idParams,
        response: result,
      },
    },
    async (request) => ({
      data: await customers.signOutEverywhere(viewerOf(request), request.params.id),
    }),
  );

  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/api/v1/admin/customers/:id/${verb}`,
      {
        ...staff,
        schema: {
          ...schemaBase,
          summary: disabled
            ? 'Disables the customer’s account: it cannot sign in and its sessions end'
            : 'Enables a disabled customer account again',
          params: idParams,
          response: result,
        },
      },
      async (request) => ({
        data: await customers.setDisabled(viewerOf(request), request.params.id, disabled),
      }),
    );
  }
};
