import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobsRepository } from './jobs-repository';
import { createJobRunner, type JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work of DESIGN.md section 6; modules register their job types on it. */
    jobs: JobRunner;
  }
}

/** The jobs runner of this node: polls once the app is ready, stops before the database closes. */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const runner = createJobRunner({
      repository: createJobsRepository(app.database.db),
      now: () => app.clock.now(),
      log: app.log,
      pollIntervalMs: app.config.commerce.jobsPollIntervalMs,
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['platform', 'auth'] },
);
