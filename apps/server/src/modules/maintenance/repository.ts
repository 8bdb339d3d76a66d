import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema/index';

const MAINTENANCE_KEY = 'maintenance';

export function createMaintenanceRepository(db: Database) {
  return {
    async isOn(projectId: string): Promise<boolean> {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(and(eq(siteSettings.projectId, projectId), eq(siteSettings.key, MAINTENANCE_KEY)));
      return row?.value === true;
    },

    async set(projectId: string, on: boolean) {
      await db
        .insert(siteSettings)
        .values({ projectId, key: MAINTENANCE_KEY, value: on })
        .onConflictDoUpdate({
          target: [siteSettings.projectId, siteSettings.key],
          set: { value: on, updatedAt: sql`now()` },
        });
    },
  };
}

export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;
