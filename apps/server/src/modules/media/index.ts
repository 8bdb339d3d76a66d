export { mediaRoutes } from './routes';
