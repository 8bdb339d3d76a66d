// The maintenance module's public face: the switch, its request file for a running embedded
// server, and the plugin that closes the shop while it is on.
import type { Database } from '../../db/client';
import { createMaintenanceRepository } from './repository';
import { createMaintenanceService, type MaintenanceServiceOptions } from './service';

/** The switch as the command line uses it (the plugin builds the server's own). */
export function createMaintenanceSwitch(
  db: Database,
  options: Omit<MaintenanceServiceOptions, 'repository'>,
) {
  return createMaintenanceService({ ...options, repository: createMaintenanceRepository(db) });
}

export { MAINTENANCE_CHANGES, maintenancePlugin } from './plugin';
export { writeMaintenanceRequest } from './request-file';
export type { MaintenanceService, MaintenanceStatus } from './service';
