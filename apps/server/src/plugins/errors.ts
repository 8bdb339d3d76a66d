import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError } from '../errors';

export interface ErrorBody {
  message: string;
  errors?: Record<string, string> | Record<string, string>[];
}

/**
 * The one error shape of the API. 4xx messages are kept; 5xx are logged with the
 * request context and masked, so no stack trace or SQL ever reaches a client.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send(body(error.message, error.errors));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const issue of error.validation) {
          const field =
            issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
            error.validationContext ||
            'request';
          errors[field] ??= issue.message ?? 'is not valid.';
        }
        const first = Object.entries(errors)[0];
        const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid.';
        return reply.status(400).send(body(message, errors));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send(body('Something went wrong. Please try again.'));
      }
      if (error.statusCode === undefined && BROKEN_MULTIPART.test(error.message)) {
        return reply.status(400).send(body(BROKEN_MULTIPART_MESSAGE));
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send(body('Something went wrong. Please try again.'));
      }
      // Fastify's own 4xx (bad JSON, body too large, rate limited, unsupported media type).
      return reply.status(status).send(body(clientMessage(error)));
    });
  },
  { name: 'errors' },
);

/**
 * The multipart parser's (busboy's) errors for a body cut short or without its boundary: the
 * client's mistake, on every upload route, so a 400 rather than a masked 500.
 */
const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;
export const BROKEN_MULTIPART_MESSAGE = 'The upload is not valid multipart/form-data.';

function body(message: string, errors?: ErrorBody['errors']): ErrorBody {
  return errors ? { message, errors } : { message };
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported.';
    default:
      return error.message;
  }
}
