export { runtimeConfigRoutes } from './routes';
