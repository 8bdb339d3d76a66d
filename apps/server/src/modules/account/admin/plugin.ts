import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAddressBook } from '../../addresses/index';
import { createSignInHistory, type AuthServices } from '../../auth/index';
import { createCustomerOrders } from '../../orders/index';
import { createAppDocuments } from '../documents-service';
import { createCustomersRepository } from './customers-repository';
import { customersAdminRoutes } from './customers-routes';
import { createCustomersAdminService, type CustomersAdminDeps } from './customers-service';

export interface CustomersAdminOptions {
  users: Pick<AuthServices['users'], 'signOutEverywhere'>;
  recordActivity: CustomersAdminDeps['recordActivity'];
}

/** The console's customers API under /api/v1/admin/customers. */
export const customersAdminPlugin: FastifyPluginAsyncZod<CustomersAdminOptions> = async (
  app,
  options,
) => {
  const { db } = app.database;
  const { projectId } = app.config;
  const documents = createAppDocuments(app);
  await app.register(customersAdminRoutes, {
    customers: createCustomersAdminService({
      repository: createCustomersRepository(db, projectId),
      documents: documents.repository,
      documentFiles: documents.service,
      signIns: createSignInHistory(db),
      orders: createCustomerOrders(db, projectId),
      addresses: createAddressBook(db).addresses,
      users: options.users,
      recordActivity: options.recordActivity,
      now: () => app.clock.now(),
    }),
  });
};
