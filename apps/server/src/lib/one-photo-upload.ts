import { FILE_TOO_LARGE_MESSAGE } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export const PHOTO_NOT_MULTIPART = 'Send the photo as multipart/form-data in the field "file".';
export const ONE_PHOTO_AT_A_TIME = 'Send one photo at a time.';
const PART_LIMIT_CODES = ['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'];

/**
 * Reads the one image of a photo upload (field `file`) into memory, for return and review
 * photos; @fastify/multipart (app.ts) already stops a file at 5 MB, which answers 413 with the
 * spec's message.
 */
export async function readOnePhoto(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) throw new HttpError(400, PHOTO_NOT_MULTIPART);
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
    if (PART_LIMIT_CODES.includes(code)) throw new HttpError(413, ONE_PHOTO_AT_A_TIME);
    throw error;
  }
  return photo;
}
