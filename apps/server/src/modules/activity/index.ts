// The activity module's public entry: other admin services record their writes through it.
import fp from 'fastify-plugin';
import { activityRoutes } from './activity-routes';
import { createActivityService, type ActivityService } from './activity-service';

export {
  changedFields,
  type Actor,
  type ActivityRecord,
  type ActivityService,
} from './activity-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Records admin writes inside their transaction (`activity.record(tx, actor, entry)`). */
    activity: ActivityService;
  }
}

/** Decorates `app.activity` and mounts `GET /api/v1/admin/activity`. */
export const activityPlugin = fp(
  async (app) => {
    const activity = createActivityService({
      db: app.database.db,
      projectId: app.config.projectId,
    });
    app.decorate('activity', activity);
    await app.register(activityRoutes, { activity });
  },
  { name: 'activity', dependencies: ['platform', 'auth'] },
);
