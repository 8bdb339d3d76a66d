/** The payments module's public face: checkout and the app's composition import from here. */
export { createPaymentsRepository, type PaymentsRepository } from './payments-repository';
export { createPaymentsService, type PaymentsService } from './payments-service';
export { paymentsRoutes } from './payments-routes';
export { sandboxRoutes } from './sandbox-routes';
