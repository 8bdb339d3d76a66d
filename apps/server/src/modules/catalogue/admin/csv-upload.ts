import {
  CATALOGUE_CSV_MAX_BYTES,
  CATALOGUE_CSV_MESSAGES as MESSAGES,
} from '@shop/shared/admin/catalogue-csv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../errors';

const DEFAULT_FILE_NAME = 'catalogue.csv';

/**
 * Lets the calling plugin's routes take a CSV as a plain `text/csv` body (scripts, curl); the
 * parser lives in that plugin only, so no other route starts accepting CSV.
 */
export function acceptCsvBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: CATALOGUE_CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/** The uploaded CSV as text: the multipart field `file`, or the whole `text/csv` body. */
export async function readCsvUpload(
  request: FastifyRequest,
  fileNameFromQuery: string | undefined,
): Promise<{ fileName: string; csv: string }> {
  if (Buffer.isBuffer(request.body)) {
    return { fileName: fileNameFromQuery || DEFAULT_FILE_NAME, csv: decode(request.body) };
  }
  if (!request.isMultipart()) throw new HttpError(400, MESSAGES.notUploaded);
  try {
    const part = await request.file({ limits: { fileSize: CATALOGUE_CSV_MAX_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'file') throw new HttpError(400, MESSAGES.notUploaded);
    const bytes = await part.toBuffer();
    return { fileName: part.filename || DEFAULT_FILE_NAME, csv: decode(bytes) };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, MESSAGES.tooLarge, { file: MESSAGES.tooLarge });
    }
    throw error;
  }
}

/** UTF-8 with or without a BOM (the parser drops the BOM). */
const decode = (bytes: Buffer) => bytes.toString('utf8');
