import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import {
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  staffInviteSchema,
  type StaffInviteInput,
  type StaffMember,
} from '@shop/shared/admin/staff';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useInviteStaff } from '../api/invite-staff';
import { ConsoleForm } from '../../../components/admin/console-form';
import { FormActions } from '../../../components/admin/form-actions';
import { PersonNameFields } from '../../../components/admin/person-name-fields';
import { useConsoleForm } from '../../../hooks/use-console-form';

type InviteValues = z.input<typeof staffInviteSchema>;

export interface InviteStaffFormProps {
  onInvited: (member: StaffMember) => void;
  onCancel: () => void;
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The invitation: name, e-mail and role, checked by the shared schema the API uses. */
export function InviteStaffForm({ onInvited, onCancel, onDirtyChange }: InviteStaffFormProps) {
  const invite = useInviteStaff();
  const { control, formState, error, submitWith } = useConsoleForm<InviteValues, StaffInviteInput>({
    onDirtyChange,
    resolver: zodResolver(staffInviteSchema),
    defaultValues: { firstName: '', lastName: '', email: '', role: 'staff' },
  });
  const { isSubmitting } = formState;

  const onSubmit = submitWith(async (values) => {
    onInvited(await invite.mutateAsync(values));
  });

  return (
    <ConsoleForm label="Invite staff" onSubmit={onSubmit}>
      <PersonNameFields control={control} autoFocus />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        required
        fullWidth
        helperText="We send a link to choose a password to this address."
      />
      <FormTextField control={control} name="role" label="Role" select required fullWidth>
        {STAFF_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {STAFF_ROLE_LABELS[role]} — {STAFF_ROLE_DESCRIPTIONS[role]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormActions
        error={error}
        isSubmitting={isSubmitting}
        submitLabel="Send invitation"
        pendingLabel="Sending…"
        onCancel={onCancel}
      />
    </ConsoleForm>
  );
}
