import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { AppRouterProvider } from '../app';
import { AppProvider } from '../app/provider';
import { createAppRouter } from '../app/router';
import { STORAGE_KEYS } from '../config/storage-keys';
import { useSessionStore, type PersistedSession } from '../features/auth/stores/session';
import { useBranchStore } from '../features/catalog/stores/branch';
import { useRecentlyViewedStore } from '../features/product/stores/recently-viewed';
import { useCheckoutStore } from '../features/checkout/stores/checkout';
import { useNoticesStore } from '../components/notifications/notices-store';
import { loadRuntimeConfig } from '../lib/runtime-config';
import { useUiStore } from '../lib/ui-store';
import { registerCleanup } from './cleanup-registry';
import { setViewportWidth } from './match-media';
import { useAbroadCountryStore } from '../features/abroad/stores/abroad-country';

export const TEST_SESSION: PersistedSession = {
  token: 'test-token',
  email: 'maria@example.ph',
  firstName: 'Maria',
  lastName: 'Santos',
  projectId: 'test-project',
};

export function saveSession(session: Partial<PersistedSession> = {}): void {
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...TEST_SESSION, ...session }));
}

/** Module-level stores outlive a test; start each render as a fresh page load would. */
async function resetStores(): Promise<void> {
  // Resetting a persisted store writes to storage; keep what the test put there.
  const stored: [string, string][] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key !== null) stored.push([key, localStorage.getItem(key) ?? '']);
  }
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useBranchStore.setState(useBranchStore.getInitialState(), true);
  useCheckoutStore.setState(useCheckoutStore.getInitialState(), true);
  useNoticesStore.setState(useNoticesStore.getInitialState(), true);
  useUiStore.setState(useUiStore.getInitialState(), true);
  useRecentlyViewedStore.setState(useRecentlyViewedStore.getInitialState(), true);
  useAbroadCountryStore.setState(useAbroadCountryStore.getInitialState(), true);
  localStorage.clear();
  for (const [key, value] of stored) localStorage.setItem(key, value);
  await useCheckoutStore.persist.rehydrate();
  await useRecentlyViewedStore.persist.rehydrate();
  await useAbroadCountryStore.persist.rehydrate();
}

export interface RenderAppOptions {
  /** Saves a session in localStorage before the app starts. */
  signedIn?: boolean;
  width?: number;
}

/** Renders the whole storefront at `path` with the real router, stores and providers. */
export async function renderApp(path = '/', { signedIn = false, width }: RenderAppOptions = {}) {
  if (signedIn) saveSession();
  await resetStores();
  if (width !== undefined) setViewportWidth(width);
  await loadRuntimeConfig();

  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createAppRouter(queryClient);
  registerCleanup(() => router.dispose());
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <AppRouterProvider router={router} />
    </AppProvider>,
  );
  // Past the HydrateFallback: the root loader and the first lazy route have finished. A file's
  // first render transforms the route's modules, which takes seconds on a busy machine.
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  await screen.findByRole('main', {}, { timeout: 10_000 });
  await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
  return { ...view, router, user, queryClient };
}
