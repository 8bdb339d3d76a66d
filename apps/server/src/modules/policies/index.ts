// The policies module's public face: protection-plan policies (numbers at checkout, PDFs,
// signed copies, cooling-off refunds) — the plugin that builds them and their routes.
export { policiesPlugin } from './plugin';
export { policiesRoutes } from './policies-routes';
