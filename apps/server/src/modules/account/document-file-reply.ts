import type { FastifyReply } from 'fastify';
import type { DocumentsService } from './documents-service';

/** An identity document's file as an answer: shown inline, never cached. */
export function sendDocumentFile(
  reply: FastifyReply,
  file: Awaited<ReturnType<DocumentsService['openFile']>>,
) {
  return reply
    .type(file.contentType)
    .header('Content-Length', file.size)
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `inline; filename="${file.filename}"`)
    .send(file.body);
}
