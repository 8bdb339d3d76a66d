import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../../db/client';
import { currentUser } from '../../../plugins/auth';
import type { ActivityRecord, Actor } from '../../activity/index';

export type { Actor };

/** Writes one activity-log entry inside the change's transaction (given by app.ts). */
export type RecordActivity = (
  tx: Transaction,
  actor: Actor,
  change: ActivityRecord,
) => Promise<void>;

/** The staff member behind a console request, as the activity log names them. */
export function staffActor(request: FastifyRequest): Actor {
  const { id, email } = currentUser(request);
  return { id, email };
}
