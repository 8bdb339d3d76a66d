import { adminRequest } from '../../../lib/admin-api';

/** A catalogue CSV request: a file goes up as multipart, the answer is read by the caller. */
export const csvRequest = (method: 'GET' | 'POST', path: string, body?: FormData) =>
  adminRequest(method, path, { body });
