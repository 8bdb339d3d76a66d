import type { MaintenanceRepository } from './repository';
import { takeMaintenanceRequest } from './request-file';

export interface MaintenanceServiceOptions {
  repository: MaintenanceRepository;
  projectId: string;
  /** MAINTENANCE_MODE=true: on, whatever the stored switch says. */
  forcedOn: boolean;
  /** How long a read of the stored switch is trusted; keeps the database out of every request. */
  cacheMs?: number;
  /** Embedded database only: where the command line leaves requests for this server. */
  requestDir?: string;
  onError?: (error: unknown) => void;
  /** Called after this process flipped the switch: tells the other nodes (docs/decisions/032). */
  announce?: () => Promise<void>;
}

export interface MaintenanceStatus {
  on: boolean;
  /** env: forced by MAINTENANCE_MODE; setting: the stored switch. */
  source: 'env' | 'setting';
}

export function createMaintenanceService(options: MaintenanceServiceOptions) {
  const { repository, projectId, forcedOn, requestDir } = options;
  const cacheMs = options.cacheMs ?? 1000;
  let stored = false;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<boolean> | undefined;

  async function setMaintenance(on: boolean) {
    await repository.set(projectId, on);
    stored = on;
    readAt = Date.now();
    await options.announce?.();
  }

  async function read(): Promise<boolean> {
    try {
      const requested = requestDir ? await takeMaintenanceRequest(requestDir) : undefined;
      if (requested !== undefined) await setMaintenance(requested);
      else stored = await repository.isOn(projectId);
      readAt = Date.now();
    } catch (error) {
      // Keep serving with the last known state rather than failing every request.
      options.onError?.(error);
    }
    return stored;
  }

  /** Reads the stored switch now (and applies a pending command-line request). */
  async function refresh(): Promise<boolean> {
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  return {
    async isOn(): Promise<boolean> {
      if (forcedOn) return true;
      if (Date.now() - readAt < cacheMs) return stored;
      return refresh();
    },

    /** The seam for the operator API: switches every node (at once through Redis, else within cacheMs). */
    setMaintenance,

    refresh,

    /** Another node flipped the switch: the next request reads it (and waits for that read). */
    forget() {
      readAt = Number.NEGATIVE_INFINITY;
      // A read in flight may have started before the change: read once more after it.
      const again = () => {
        readAt = Number.NEGATIVE_INFINITY;
        void refresh();
      };
      if (reading) void reading.finally(again);
      else again();
    },

    async status(): Promise<MaintenanceStatus> {
      if (forcedOn) return { on: true, source: 'env' };
      return { on: await refresh(), source: 'setting' };
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
