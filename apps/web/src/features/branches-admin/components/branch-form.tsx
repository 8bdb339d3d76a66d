import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { branchInputSchema, type AdminBranch, type BranchInput } from '@shop/shared/admin/branches';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveBranch } from '../api/save-branch';
import { ConsoleForm } from '../../../components/admin/console-form';
import { DescriptionField } from '../../../components/admin/description-field';
import { FormActions } from '../../../components/admin/form-actions';
import { FormSwitch } from '../../../components/admin/form-switch';
import { useConsoleForm } from '../../../hooks/use-console-form';

type BranchOutput = z.output<typeof branchInputSchema>;

const valuesOf = (branch: AdminBranch | null): BranchInput => ({
  name: branch?.name ?? '',
  code: branch?.code ?? '',
  friendlyUrl: branch?.friendlyUrl ?? '',
  description: branch?.description ?? '',
  address: branch?.address ?? '',
  city: branch?.city ?? '',
  province: branch?.province ?? '',
  region: branch?.region ?? '',
  hours: branch?.hours ?? '',
  phone: branch?.phone ?? '',
  email: branch?.email ?? '',
  latitude: branch?.latitude ?? null,
  longitude: branch?.longitude ?? null,
  isDefault: branch?.isDefault ?? false,
  isActive: branch?.isActive ?? true,
});

/** A branch: where it is, when it opens, how to reach it, and whether it is the default. */
export function BranchForm({
  branch,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  branch: AdminBranch | null;
  onSaved: (branch: AdminBranch) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const save = useSaveBranch();
  const { control, formState, error, submitWith } = useConsoleForm<BranchInput, BranchOutput>({
    onDirtyChange,
    resolver: zodResolver(branchInputSchema),
    defaultValues: valuesOf(branch),
  });
  const { isSubmitting } = formState;

  const onSubmit = submitWith(async (values) => {
    onSaved(await save.mutateAsync({ id: branch?.id, input: values }));
  });

  const coordinate = (name: 'latitude' | 'longitude', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          label={label}
          type="number"
          value={value ?? ''}
          onChange={(event) =>
            onChange(event.target.value === '' ? null : Number(event.target.value))
          }
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Decimal degrees, e.g. 14.5547'}
          slotProps={{ htmlInput: { step: 'any' } }}
          fullWidth
        />
      )}
    />
  );

  return (
    <ConsoleForm label={branch ? `Edit ${branch.name}` : 'New branch'} onSubmit={onSubmit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="name" label="Name" required fullWidth autoFocus />
        <FormTextField
          control={control}
          name="code"
          label="Code"
          required
          fullWidth
          helperText="e.g. MNL-01; unique."
        />
      </Stack>
      <FormTextField
        control={control}
        name="friendlyUrl"
        label="Friendly URL"
        fullWidth
        helperText="Left empty, it is made from the name."
      />
      <FormTextField control={control} name="address" label="Address" required fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="city" label="City" required fullWidth />
        <FormTextField control={control} name="province" label="Province" required fullWidth />
        <FormTextField control={control} name="region" label="Region" required fullWidth />
      </Stack>
      <FormTextField
        control={control}
        name="hours"
        label="Opening hours"
        required
        fullWidth
        helperText="e.g. Mon–Sat 10:00–19:00"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="phone" label="Phone" required fullWidth type="tel" />
        <FormTextField
          control={control}
          name="email"
          label="Email"
          required
          fullWidth
          type="email"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {coordinate('latitude', 'Latitude')}
        {coordinate('longitude', 'Longitude')}
      </Stack>
      <DescriptionField control={control} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSwitch control={control} name="isDefault" label="Default branch" />
        <FormSwitch control={control} name="isActive" label="Active" />
      </Stack>
      <FormActions
        error={error}
        isSubmitting={isSubmitting}
        submitLabel="Save branch"
        onCancel={onCancel}
      />
    </ConsoleForm>
  );
}
