import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import {
  staffListQuerySchema,
  STAFF_ROLE_LABELS,
  type StaffMember,
} from '@shop/shared/admin/staff';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { useAdminSession } from '../../../lib/admin-session';
import { ChangeRoleDialog } from '../../../features/staff/components/change-role-dialog';
import { InviteStaffDialog } from '../../../features/staff/components/invite-staff-dialog';
import { StaffFilters } from '../../../features/staff/components/staff-filters';
import { StaffGrid, type StaffAction } from '../../../features/staff/components/staff-grid';
import { useUpdateStaff } from '../../../features/staff/api/update-staff';
import { ConsolePage } from './console-page';
import { useConsoleToast } from './console-toast';

type Pending = { action: StaffAction; member: StaffMember } | null;

const fullName = (member: StaffMember) => `${member.firstName} ${member.lastName}`;

/** Staff accounts (admins): invite, change roles, disable and enable. */
export function Component() {
  const { query, update } = useListSearch(staffListQuerySchema);
  const email = useAdminSession((state) => state.session?.email ?? '');
  const { pushToast, toast } = useConsoleToast();
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const change = useUpdateStaff();

  const onAction = useCallback((action: StaffAction, member: StaffMember) => {
    setPending({ action, member });
  }, []);

  const run = async (next: Parameters<typeof change.mutateAsync>[0], done: string) => {
    try {
      await change.mutateAsync(next);
      pushToast({ msg: done, color: 'success' });
    } catch (failure) {
      pushToast({ msg: (failure as Error).message, color: 'error' });
    } finally {
      setPending(null);
    }
  };

  const confirmText = (item: NonNullable<Pending>) => {
    const name = fullName(item.member);
    if (item.action === 'disable') {
      return {
        title: `Disable ${name}?`,
        message:
          'They are signed out at once and cannot sign in until an admin enables the account again.',
        label: 'Disable',
        done: `${name} is disabled.`,
      };
    }
    if (item.action === 'enable') {
      return {
        title: `Enable ${name}?`,
        message: 'They can sign in to the console again.',
        label: 'Enable',
        done: `${name} is enabled.`,
      };
    }
    return {
      title: `Send ${name} a new invitation?`,
      message: `We mail a new link to choose a password to ${item.member.email}; the earlier link stops working.`,
      label: 'Send',
      done: `A new invitation is on its way to ${item.member.email}.`,
    };
  };

  return (
    <ConsolePage
      title="Staff"
      description="Who can use the console, and with which role."
      roles={['admin']}
      actions={
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          Invite staff
        </Button>
      }
    >
      <StaffFilters query={query} onChange={update} />
      <StaffGrid query={query} onQueryChange={update} currentEmail={email} onAction={onAction} />
      <InviteStaffDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(member) => {
          setInviting(false);
          pushToast({
            msg: `Invitation sent to ${member.email} (${STAFF_ROLE_LABELS[member.role]}).`,
            color: 'success',
          });
        }}
      />
      {pending?.action === 'role' ? (
        <ChangeRoleDialog
          member={pending.member}
          pending={change.isPending}
          onCancel={() => setPending(null)}
          onConfirm={(role) =>
            void run(
              { kind: 'role', id: pending.member.id, role },
              `${fullName(pending.member)} is now ${STAFF_ROLE_LABELS[role]}.`,
            )
          }
        />
      ) : null}
      {pending && pending.action !== 'role' ? (
        <ConfirmDialog
          open
          title={confirmText(pending).title}
          message={confirmText(pending).message}
          confirmLabel={confirmText(pending).label}
          cancelLabel="Cancel"
          onCancel={() => setPending(null)}
          onConfirm={() =>
            void run(
              { kind: pending.action as 'disable', id: pending.member.id },
              confirmText(pending).done,
            )
          }
        />
      ) : null}
      {toast}
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
