import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { SkeletonBlock } from '../../components/skeleton-block';
import type { AccountProfile } from '../../features/account/api/get-profile';
import { useRememberedStore } from '../../features/auth/stores/remembered-credentials';
import { useSessionStore } from '../../features/auth/stores/session';

// Each tab loads with its forms when first opened: the page itself stays light.
const ProfilePanel = lazy(() =>
  import('../../features/account/components/profile-panel').then((module) => ({
    default: module.ProfilePanel,
  })),
);
const DocumentsPanel = lazy(() =>
  import('../../features/account/components/documents-panel').then((module) => ({
    default: module.DocumentsPanel,
  })),
);
const AddressBook = lazy(() =>
  import('../../features/addresses/components/address-book').then((module) => ({
    default: module.AddressBook,
  })),
);

function PanelFallback() {
  return (
    <Box role="status" aria-label="Loading">
      <SkeletonBlock sx={{ height: 240 }} />
    </Box>
  );
}

/** The tabs, in order; `?id=` picks one (spec section 2: `?id=profile` opens the profile). */
const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'addresses', label: 'Addresses' },
  { id: 'documents', label: 'Documents' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const isTabId = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);
const tabId = (id: TabId) => `my-account-tab-${id}`;
const panelId = (id: TabId) => `my-account-panel-${id}`;

/**
 * New names go wherever the old ones are shown: the session (the header's greeting) and, when
 * this device is remembered for this account, the remembered-account panel.
 */
function keepNamesInStep(profile: AccountProfile): void {
  const session = useSessionStore.getState();
  session.setSession({
    firstName: profile.firstName,
    lastName: profile.lastName,
    profile: session.profile
      ? { ...session.profile, firstName: profile.firstName, lastName: profile.lastName }
      : null,
  });
  const remembered = useRememberedStore.getState();
  if (remembered.credentials?.email === profile.email) {
    remembered.remember({
      ...remembered.credentials,
      firstName: profile.firstName,
      lastName: profile.lastName,
    });
  }
}

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('id');
  const current: TabId = isTabId(requested) ? requested : 'profile';
  const firstName = useSessionStore((state) => state.firstName);
  const lastName = useSessionStore((state) => state.lastName);
  const token = useSessionStore((state) => state.token);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle title="My Account" />
      <Typography variant="h1" sx={{ mb: 0.5, fontSize: { xs: '1.75rem', md: '2rem' } }}>
        My Account
      </Typography>
      {firstName ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Hi, {firstName}! Manage your details, addresses and identity documents here.
        </Typography>
      ) : null}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current}
          // Each tab is its own URL, so it can be linked, reloaded and reached with Back.
          onChange={(_event, id: TabId) => setSearchParams({ id }, { preventScrollReset: true })}
          aria-label="My Account sections"
          variant="fullWidth"
          sx={{ maxWidth: { sm: 480 } }}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={tab.label}
              id={tabId(tab.id)}
              aria-controls={panelId(tab.id)}
            />
          ))}
        </Tabs>
      </Box>
      {TABS.map((tab) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== current}
        >
          {tab.id !== current ? null : (
            <Suspense fallback={<PanelFallback />}>
              {tab.id === 'profile' ? (
                <ProfilePanel
                  onSaved={keepNamesInStep}
                  onPasswordChanged={(token) => useSessionStore.getState().setSession({ token })}
                />
              ) : tab.id === 'addresses' ? (
                <Paper
                  component="section"
                  aria-labelledby="my-account-addresses-heading"
                  variant="outlined"
                  sx={{ p: { xs: 2, sm: 3 } }}
                >
                  <Typography
                    id="my-account-addresses-heading"
                    variant="h2"
                    sx={{ fontSize: '1.25rem', mb: 1 }}
                  >
                    Address book
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 2 }}>
                    Your delivery and billing addresses, ready at checkout.
                  </Typography>
                  <Suspense fallback={<PanelFallback />}>
                    <AddressBook
                      newAddressDefaults={{
                        contactName: [firstName, lastName].filter(Boolean).join(' '),
                      }}
                    />
                  </Suspense>
                </Paper>
              ) : (
                <DocumentsPanel accessToken={token} />
              )}
            </Suspense>
          )}
        </Box>
      ))}
    </Container>
  );
}
