import { FILE_TOO_LARGE_MESSAGE } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../errors';

const NOT_MULTIPART = 'Send the photo as multipart/form-data with the field file.';
const PART_LIMIT_CODES = ['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'];

/**
 * Reads the one image of a review-photo upload (field `file`); @fastify/multipart (app.ts)
 * stops a file at 5 MB, which answers 413 with the spec's message.
 */
export async function readReviewPhoto(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) throw new HttpError(400, NOT_MULTIPART);
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { files: 1, fields: 2, parts: 3 } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') photo = bytes;
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, FILE_TOO_LARGE_MESSAGE, { file: FILE_TOO_LARGE_MESSAGE });
    }
    if (PART_LIMIT_CODES.includes(code)) throw new HttpError(413, 'Send one photo at a time.');
    throw error;
  }
  return photo;
}
