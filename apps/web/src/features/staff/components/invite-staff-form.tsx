import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  staffInviteSchema,
  type StaffInviteInput,
  type StaffMember,
} from '@shop/shared/admin/staff';
import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { fieldErrors } from '../../../lib/admin-api';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useInviteStaff } from '../api/invite-staff';
import { FormActions } from '../../../components/admin/form-actions';

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
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<InviteValues, unknown, StaffInviteInput>({
    resolver: zodResolver(staffInviteSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', role: 'staff' },
  });
  const { isDirty, isSubmitting } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      onInvited(await invite.mutateAsync(values));
    } catch (failure) {
      const errors = fieldErrors(failure);
      const fields = Object.entries(errors).filter(([field]) => field in values);
      for (const [field, message] of fields) {
        setFieldError(field as Path<InviteValues>, { message });
      }
      if (fields.length === 0) setError((failure as Error).message || GENERIC_ERROR_MESSAGE);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Invite staff">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="firstName"
          label="First name"
          autoComplete="off"
          required
          fullWidth
          autoFocus
        />
        <FormTextField
          control={control}
          name="lastName"
          label="Last name"
          autoComplete="off"
          required
          fullWidth
        />
      </Stack>
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
    </Stack>
  );
}
