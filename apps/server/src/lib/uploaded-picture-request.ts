import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { IMAGE_MESSAGES, MAX_PHOTO_BYTES } from '../platform/images/renditions';

const NOT_MULTIPART = 'Send the picture as multipart/form-data with the fields file and alt.';

/** The one picture (field `file`) and its alt text (field `alt`) of a console upload. */
export async function readUploadedPicture(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(400, NOT_MULTIPART);
  let file: Buffer | undefined;
  let alt: string | undefined;
  try {
    const parts = request.parts({
      limits: { files: 1, fields: 2, parts: 3, fileSize: MAX_PHOTO_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = bytes;
      } else if (part.fieldname === 'alt' && typeof part.value === 'string') {
        alt = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, IMAGE_MESSAGES.tooLarge, { file: IMAGE_MESSAGES.tooLarge });
    }
    throw error;
  }
  return { file, alt };
}
