// The staff module's public entry: staff accounts and the console's "who am I".
import fp from 'fastify-plugin';
import { createSetPasswordLinks } from '../auth/index';
import { createStaffRepository } from './staff-repository';
import { createStaffService } from './staff-service';
import { staffRoutes } from './staff-routes';

export type { StaffService } from './staff-service';

/** Mounts `/api/v1/admin/me` and `/api/v1/admin/staff/...`; needs the activity plugin. */
export const staffPlugin = fp(
  async (app) => {
    const now = () => app.clock.now();
    const staff = createStaffService({
      db: app.database.db,
      staff: createStaffRepository(app.database.db, app.config.projectId),
      activity: app.activity,
      links: createSetPasswordLinks({
        db: app.database.db,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        now,
      }),
      revokeSessions: (userId) => app.sessionVersions.revokeAll(userId),
      now,
    });
    await app.register(staffRoutes, { staff });
  },
  { name: 'staff', dependencies: ['platform', 'auth', 'activity'] },
);
