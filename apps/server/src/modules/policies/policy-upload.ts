import { FILE_TOO_LARGE_MESSAGE } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../errors';
import { sniffFileKind } from '../../platform/storage/file-kind';
import { NOT_A_PDF, NOT_MULTIPART, POLICY_FILE_REQUIRED, POLICY_ID_REQUIRED } from './messages';

/**
 * Reads `policyId` and one `file` (capped at 5 MB by @fastify/multipart in app.ts) and checks by
 * its bytes that the file really is a PDF.
 */
export async function readPolicyUpload(
  request: FastifyRequest,
): Promise<{ policyId: string; pdf: Buffer }> {
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART);
  let policyId = '';
  let pdf: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { files: 1, fields: 5, fieldSize: 200, parts: 6 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'policyId' && typeof part.value === 'string') policyId = part.value;
      } else if (part.fieldname === 'file') {
        pdf = await part.toBuffer();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, FILE_TOO_LARGE_MESSAGE, { file: FILE_TOO_LARGE_MESSAGE });
    }
    if (code.startsWith('FST_')) throw badRequest(NOT_MULTIPART);
    throw error;
  }
  if (!policyId) throw badRequest(POLICY_ID_REQUIRED, { policyId: POLICY_ID_REQUIRED });
  if (!pdf || pdf.length === 0)
    throw badRequest(POLICY_FILE_REQUIRED, { file: POLICY_FILE_REQUIRED });
  if (sniffFileKind(pdf)?.contentType !== 'application/pdf') {
    throw new HttpError(415, NOT_A_PDF, { file: NOT_A_PDF });
  }
  return { policyId: policyId.trim(), pdf };
}
