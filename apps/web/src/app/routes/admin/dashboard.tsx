import { ComingSoon } from './coming-soon';

export function Component() {
  return <ComingSoon sectionKey="dashboard" />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
