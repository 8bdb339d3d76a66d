/** An error whose status and message are meant for the client (DESIGN.md section 4). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string> | Record<string, string>[],
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
