import { dataEnvelope } from '@shop/shared';
import { catalogueImportSchema } from '@shop/shared/admin/catalogue-csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor';
import type { CatalogueCsvService } from './csv-service';
import { acceptCsvBodies, readCsvUpload } from './csv-upload';

const importParams = z.object({ id: z.string().max(100) });
const importResponse = dataEnvelope(catalogueImportSchema);

/**
 * The catalogue CSV (`/api/v1/admin/catalogue/...`): staff and admins. Staff see every import of
 * the shop, not only their own: one person checks a file, another may apply it.
 */
export const catalogueCsvRoutes: FastifyPluginAsyncZod<{ csv: CatalogueCsvService }> = async (
  app,
  { csv },
) => {
  acceptCsvBodies(app);
  const guarded = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: catalogue CSV'], security: [{ bearer: [] }] };

  app.get(
    '/api/v1/admin/catalogue/export.csv',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary:
          'Every product as CSV, one row per variant with its prices and stock per branch (UTF-8 with BOM)',
      },
    },
    async (_request, reply) => {
      const day = app.clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="catalogue-${day}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(await csv.exportCsv(), 'utf8'));
    },
  );

  app.get(
    '/api/v1/admin/catalogue/imports',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'The shop’s 20 latest imports, newest first',
        response: { 200: dataEnvelope(z.array(catalogueImportSchema)) },
      },
    },
    async () => ({ data: await csv.recent() }),
  );

  app.post(
    '/api/v1/admin/catalogue/imports',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary:
          'Check a catalogue CSV (multipart field `file`, or a text/csv body) without changing anything: every bad row with its line, column and message, or what applying would change',
        consumes: ['multipart/form-data', 'text/csv'],
        querystring: z.object({ fileName: z.string().max(200).optional() }),
        response: { 201: importResponse },
      },
    },
    async (request, reply) => {
      const upload = await readCsvUpload(request, request.query.fileName);
      const data = await csv.check(actorOf(request), upload.fileName, upload.csv);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/api/v1/admin/catalogue/imports/:id',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'One import: its status, progress (processedRows of totalRows) and errors',
        params: importParams,
        response: { 200: importResponse },
      },
    },
    async (request) => ({ data: await csv.find(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/catalogue/imports/:id/apply',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary:
          'Apply a checked import without errors in one transaction (all or nothing); 409 otherwise',
        params: importParams,
        response: { 200: importResponse },
      },
    },
    async (request) => ({ data: await csv.apply(actorOf(request), request.params.id) }),
  );
};
