import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { mobile, MOBILE_INVALID_MESSAGE, personName } from '@shop/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AccountProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { placeServerErrors } from '../form-errors';
import {
  ErrorAlerts,
  MobileField,
  PersonNameFields,
} from '../../../components/form/form-text-field';

// The server's limits for names (modules/auth/schemas.ts), as on the sign-up form.
const NAME_LIMITS = { min: 2, max: 50 } as const;

/**
 * An account made through Google or Facebook may have no mobile number yet; it can stay blank
 * until the customer adds one. Once there is one, it is required like at sign-up.
 */
function profileFormSchema(mobileRequired: boolean) {
  return z.object({
    firstName: personName({ label: 'First name', ...NAME_LIMITS }),
    lastName: personName({ label: 'Last name', ...NAME_LIMITS }),
    mobile: mobileRequired
      ? mobile()
      : z
          .string()
          .trim()
          .refine((value) => value === '' || mobile().safeParse(value).success, {
            error: MOBILE_INVALID_MESSAGE,
          }),
  });
}
type ProfileFormValues = z.output<ReturnType<typeof profileFormSchema>>;

const FIELDS = ['firstName', 'lastName', 'mobile'] as const;

export function ProfileForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile: AccountProfile;
  onSaved: (profile: AccountProfile) => void;
  onCancel: () => void;
}) {
  const [errors, setErrors] = useState<string[]>([]);
  const update = useUpdateProfile();
  const schema = useMemo(() => profileFormSchema(profile.mobile !== null), [profile.mobile]);
  const { control, handleSubmit, setError } = useForm<ProfileFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      mobile: profile.mobile ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setErrors([]);
    const result = await update.mutateAsync(values);
    if (result.ok) onSaved(result.data);
    else setErrors(placeServerErrors(result, FIELDS, setError));
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Edit profile">
      <Stack spacing={2}>
        <PersonNameFields control={control} autoFocus />
        <MobileField
          control={control}
          name="mobile"
          placeholder="9XXXXXXXXX"
          required={profile.mobile !== null}
          fullWidth
        />
        <ErrorAlerts messages={errors} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
