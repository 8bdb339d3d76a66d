import {
  DOCUMENT_MESSAGES,
  DOCUMENT_SIDES,
  FILE_TOO_LARGE_MESSAGE,
  type DocumentSide,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';

export interface DocumentUpload {
  fields: Record<string, string>;
  files: Partial<Record<DocumentSide, Buffer>>;
}

const isSide = (name: string): name is DocumentSide =>
  (DOCUMENT_SIDES as readonly string[]).includes(name);

const PART_LIMIT_CODES = ['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'];

/**
 * Reads a multipart upload into memory: a few text fields and at most three files, each
 * already capped at 5 MB by @fastify/multipart (app.ts). Files under other names are dropped.
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw new HttpError(400, DOCUMENT_MESSAGES.notMultipart);
  const upload: DocumentUpload = { fields: {}, files: {} };
  let field = '';
  try {
    const parts = request.parts({ limits: { files: 3, fields: 10, fieldSize: 1024, parts: 13 } });
    for await (const part of parts) {
      field = part.fieldname;
      if (part.type === 'field') {
        if (typeof part.value === 'string') upload.fields[field] = part.value;
      } else {
        const bytes = await part.toBuffer();
        if (isSide(field)) upload.files[field] = bytes;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, FILE_TOO_LARGE_MESSAGE, { [field]: FILE_TOO_LARGE_MESSAGE });
    }
    if (PART_LIMIT_CODES.includes(code)) throw new HttpError(413, DOCUMENT_MESSAGES.tooManyParts);
    throw error;
  }
  return upload;
}
