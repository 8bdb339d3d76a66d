import type { FastifyInstance } from 'fastify';

const MAX_FORM_BYTES = 256 * 1024;

/**
 * Gateways and their hosted pages post HTML forms. The parser is added inside the calling
 * plugin only, so no other route starts accepting form bodies.
 */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: MAX_FORM_BYTES },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
