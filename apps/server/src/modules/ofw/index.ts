// Shopping from abroad (OFW): the countries list with approximate rates. Other modules import
// only from here.
export { ofwRoutes } from './routes';
