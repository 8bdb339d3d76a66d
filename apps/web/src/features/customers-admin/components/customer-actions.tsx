import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CustomerDetail } from '@shop/shared/admin/customers';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useUpdateCustomer, type CustomerAction } from '../api/update-customer';

export interface CustomerActionsProps {
  profile: CustomerDetail['profile'];
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

function confirmText(action: CustomerAction, name: string) {
  if (action === 'sign-out-everywhere') {
    return {
      title: `Sign ${name} out everywhere?`,
      message:
        'Every browser and remembered device they are signed in on is signed out at once. They can sign in again.',
      label: 'Sign out everywhere',
      done: `${name} is signed out everywhere.`,
    };
  }
  if (action === 'disable') {
    return {
      title: `Disable ${name}’s account?`,
      message: 'They are signed out at once and cannot sign in until the account is enabled again.',
      label: 'Disable account',
      done: `${name}’s account is disabled.`,
    };
  }
  return {
    title: `Enable ${name}’s account?`,
    message: 'They can sign in to the shop again.',
    label: 'Enable account',
    done: `${name}’s account is enabled.`,
  };
}

/** Sign out everywhere, disable or enable the account: each after a confirmation. */
export function CustomerActions({ profile, onDone, onError }: CustomerActionsProps) {
  const [pending, setPending] = useState<CustomerAction | null>(null);
  const update = useUpdateCustomer();
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const text = pending ? confirmText(pending, name) : null;

  const run = async (action: CustomerAction) => {
    try {
      await update.mutateAsync({ id: profile.id, action });
      onDone(confirmText(action, name).done);
    } catch (failure) {
      onError((failure as Error).message);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<LogoutIcon />}
        onClick={() => setPending('sign-out-everywhere')}
        disabled={update.isPending}
      >
        Sign out everywhere
      </Button>
      {profile.disabledAt ? (
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckCircleIcon />}
          onClick={() => setPending('enable')}
          disabled={update.isPending}
        >
          Enable account
        </Button>
      ) : (
        <Button
          variant="outlined"
          color="error"
          startIcon={<BlockIcon />}
          onClick={() => setPending('disable')}
          disabled={update.isPending}
        >
          Disable account
        </Button>
      )}
      {pending && text ? (
        <ConfirmDialog
          open
          title={text.title}
          message={text.message}
          confirmLabel={text.label}
          cancelLabel="Cancel"
          onCancel={() => setPending(null)}
          onConfirm={() => void run(pending)}
        />
      ) : null}
    </Stack>
  );
}
