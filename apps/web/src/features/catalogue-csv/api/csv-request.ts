// The catalogue's CSV requests use the console's file request (lib/admin-file-request.ts).
export { adminFileRequest as csvRequest } from '../../../lib/admin-file-request';
