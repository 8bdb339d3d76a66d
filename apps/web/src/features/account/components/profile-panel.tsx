import { formatMobile } from '@shop/shared/phone';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { useProfile, type AccountProfile } from '../api/get-profile';
import { ChangePasswordForm } from './change-password-form';
import { LoadError } from '../../../components/load-error';
import { ProfileForm } from './profile-form';
import { SectionCard } from '../../../components/details-section';

export const PROFILE_SAVED_MESSAGE = 'Your profile has been updated.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';

const mobileText = (value: string | null) => (value ? formatMobile(value) : 'Not provided');

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <SectionCard labelledBy={headingId}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, minHeight: 36.5 }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </SectionCard>
  );
}

function ProfileDetails({ profile }: { profile: AccountProfile }) {
  const rows: [string, string][] = [
    ['First name', profile.firstName],
    ['Last name', profile.lastName],
    ['E-mail', profile.email],
    ['Mobile number', mobileText(profile.mobile)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        m: 0,
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The profile tab: personal details (view, edit) and the password change. */
export function ProfilePanel({
  onSaved,
  onPasswordChanged,
}: {
  onSaved: (profile: AccountProfile) => void;
  /** Receives this device's new access token after a password change. */
  onPasswordChanged: (token: string) => void;
}) {
  const query = useProfile();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const pushToast = useNoticesStore((state) => state.pushToast);

  const returnFocus = useRef(false);

  // Leaving the form puts focus back on Edit, where keyboard and screen-reader users started.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  let details: ReactNode;
  if (query.isPending) {
    details = (
      <Stack spacing={1.5} role="status" aria-label="Loading your profile">
        {[0, 1, 2, 3].map((row) => (
          <SkeletonBlock key={row} sx={{ height: 24, maxWidth: 420 }} />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    details = (
      <LoadError
        title="We could not load your profile."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (editing) {
    details = (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          E-mail: <strong>{query.data.email}</strong> (used to log in; it cannot be changed here)
        </Typography>
        <ProfileForm
          profile={query.data}
          onCancel={stopEditing}
          onSaved={(profile) => {
            onSaved(profile);
            pushToast({ msg: PROFILE_SAVED_MESSAGE });
            stopEditing();
          }}
        />
      </>
    );
  } else {
    details = <ProfileDetails profile={query.data} />;
  }

  return (
    <Stack spacing={3}>
      <Section
        title="Personal information"
        action={
          query.isSuccess && !editing ? (
            <Button
              ref={editButton}
              variant="outlined"
              startIcon={<EditIcon />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          ) : null
        }
      >
        {details}
      </Section>
      <Section title="Change password">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your other devices will be logged out; this one stays logged in.
        </Typography>
        <ChangePasswordForm
          onChanged={(token) => {
            onPasswordChanged(token);
            pushToast({ msg: PASSWORD_CHANGED_MESSAGE });
          }}
        />
      </Section>
    </Stack>
  );
}
