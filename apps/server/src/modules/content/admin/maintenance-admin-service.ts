import type { Transaction } from '../../../db/client';
import type { Actor, RecordActivity } from './content-admin-deps';

export interface MaintenanceSwitch {
  status(): Promise<{ on: boolean; source: 'env' | 'setting' }>;
  setMaintenance(on: boolean): Promise<void>;
}

export interface MaintenanceAdminDeps {
  maintenance: MaintenanceSwitch;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  recordActivity: RecordActivity;
}

export const MAINTENANCE_ADMIN_MESSAGES = {
  forced:
    'MAINTENANCE_MODE is set on the server, so the shop stays closed until the setting is removed.',
} as const;

/** The maintenance switch as the console shows and flips it. */
export function createMaintenanceAdminService(deps: MaintenanceAdminDeps) {
  return {
    status: () => deps.maintenance.status(),

    async set(actor: Actor, on: boolean) {
      const before = await deps.maintenance.status();
      await deps.maintenance.setMaintenance(on);
      await deps.transaction((tx) =>
        deps.recordActivity(tx, actor, {
          action: on ? 'maintenance.on' : 'maintenance.off',
          recordType: 'site_setting',
          recordId: 'maintenance',
          changes: { on: { before: before.on, after: on } },
        }),
      );
      return deps.maintenance.status();
    },
  };
}

export type MaintenanceAdminService = ReturnType<typeof createMaintenanceAdminService>;
