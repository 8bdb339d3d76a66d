// The orders module's public face: the orders plugin (the one orders service of the app and
// its jobs) and the customer's order routes.
export { ordersPlugin } from './plugin';
export { ordersRoutes } from './orders-routes';
export type { OrdersService } from './orders-service';
