// The operator module's public face: the staff's orders API and the command line that calls it.
export { operatorRoutes } from './routes';
export { OPERATOR_USAGE, OperatorUsageError, runOperatorCommand } from './operator-cli';
