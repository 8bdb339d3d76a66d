import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { redirect, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { ShellButton } from '../../components/shell-button';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../features/auth/stores/session';
import { useBranchStore } from '../../features/catalog/stores/branch';
import { requiresSignIn } from '../guards';

/**
 * The session and branch this browser saved. A server-rendered page hydrates without the root
 * loader running, so main.tsx calls this once the page is hydrated.
 */
export async function restoreBrowserState(): Promise<void> {
  await Promise.all([useSessionStore.persist.rehydrate(), useBranchStore.persist.rehydrate()]);
}

/**
 * Runs before every navigation (spec section 2): restores the session and branch from storage
 * — a corrupt entry is dropped there — then keeps signed-out shoppers off signed-in pages.
 */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  await restoreBrowserState();
  const { pathname } = new URL(request.url);
  if (!useSessionStore.getState().token && requiresSignIn(pathname)) {
    throw redirect(paths.home.getHref());
  }
  return null;
}

export const shouldRevalidateRoot = () => true;

/** Shown while the first route loads. */
export function RootHydrateFallback() {
  return (
    <Box
      role="status"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: '100vh',
        color: 'text.secondary',
        fontWeight: 600,
      }}
    >
      Loading the shop…
    </Box>
  );
}

function errorText(error: unknown): string {
  // A new deployment replaces the route chunks an open tab still asks for.
  if (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module/i.test(error.message)
  ) {
    return 'The shop was updated while you were browsing. Reload the page to continue.';
  }
  return 'Something went wrong while loading this page. Please try again.';
}

export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <PageTitle title="Something went wrong" />
      <Typography variant="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {errorText(error)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
        <ShellButton variant="contained" onClick={() => window.location.reload()}>
          Reload page
        </ShellButton>
        <ShellButton variant="outlined" href={paths.home.getHref()}>
          Go to the home page
        </ShellButton>
      </Box>
    </Container>
  );
}

/** Errors inside a screen: the header and footer stay usable. */
export function RouteErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />;
}

/** Errors in the layout itself. */
export function RootErrorBoundary() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <ErrorScreen error={useRouteError()} />
    </Box>
  );
}
