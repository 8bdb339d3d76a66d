// The account module's public face: the signed-in customer's own data (profile, favorites,
// identity documents) and the supplier inquiry.
export { accountRoutes, type AccountRoutesOptions } from './routes';
export { customersAdminPlugin, type CustomersAdminOptions } from './admin/plugin';
