import { matchPath } from 'react-router';
import { SIGNED_IN_PREFIX, paths } from '../config/paths';

const signedInPatterns = Object.values(paths).flatMap((entry) =>
  'requiresAuth' in entry && entry.requiresAuth ? [entry.path] : [],
);

/** Any path starting with /orders, and the routes marked `requiresAuth` (spec sections 2 and 6). */
export function requiresSignIn(pathname: string): boolean {
  return (
    pathname.startsWith(SIGNED_IN_PREFIX) ||
    signedInPatterns.some((pattern) => matchPath(pattern, pathname) !== null)
  );
}
