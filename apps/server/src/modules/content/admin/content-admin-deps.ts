import type { Transaction } from '../../../db/client';

/** Who made a change, as the activity log names them. */
export interface Actor {
  id: string;
  email: string;
}

/** A change for the activity log: which fields, before and after. */
export interface RecordedChange {
  action: string;
  recordType: string;
  recordId: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/** Writes one activity-log entry inside the change's transaction (given by app.ts). */
export type RecordActivity = (
  tx: Transaction,
  actor: Actor,
  change: RecordedChange,
) => Promise<void>;
