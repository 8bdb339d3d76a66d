import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../../plugins/auth';

/** The staff member behind an admin request, as the activity log names them. */
export function actorOf(request: FastifyRequest) {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
}
