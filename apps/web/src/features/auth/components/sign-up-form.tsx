import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { signUpBodySchema } from '@shop/shared/contracts/auth';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField } from '../../../components/form/password-field';
import { toDisplayMessages } from '../../../lib/error-messages';
import { withPasswordPair } from '../../../lib/password-pair-resolver';
import { useSignUp } from '../api/sign-up';
import {
  ErrorAlerts,
  EmailField,
  MobileField,
  PersonNameFields,
} from '../../../components/form/form-text-field';

// The schema the server validates the sign-up with (packages/shared), so both say the same thing.
type SignUpFormInput = z.input<typeof signUpBodySchema>;
type SignUpFormValues = z.output<typeof signUpBodySchema>;

export type LegalDocumentName = 'privacy' | 'terms';

export interface SignUpFormProps {
  onOpenLegal: (document: LegalDocumentName) => void;
  onSignedUp: (email: string) => void;
}

function ConsentField({
  control,
  name,
  label,
}: {
  control: Control<SignUpFormInput, unknown, SignUpFormValues>;
  name: 'privacy' | 'agree';
  label: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref }, fieldState: { error } }) => (
        <FormControl error={Boolean(error)}>
          <FormControlLabel
            control={
              <Checkbox
                checked={value === true}
                onChange={(event) => onChange(event.target.checked)}
                onBlur={onBlur}
                slotProps={{ input: { ref, 'aria-invalid': Boolean(error) } }}
              />
            }
            label={label}
          />
          {error ? <FormHelperText>{error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}

export function SignUpForm({ onOpenLegal, onSignedUp }: SignUpFormProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const signUpMutation = useSignUp();
  const { control, handleSubmit } = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver: withPasswordPair(zodResolver(signUpBodySchema)),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      mobile: '',
      password: '',
      confirmPassword: '',
      privacy: false as unknown as true,
      agree: false as unknown as true,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setErrors([]);
    const result = await signUpMutation.mutateAsync(values);
    if (result.ok) onSignedUp(result.data.email || values.email);
    else setErrors(toDisplayMessages(result));
  });

  const legalLink = (document: LegalDocumentName, text: string) => (
    <Link
      component="button"
      type="button"
      onClick={(event) => {
        // The label would otherwise toggle the checkbox.
        event.preventDefault();
        onOpenLegal(document);
      }}
      sx={{ verticalAlign: 'baseline' }}
    >
      {text}
    </Link>
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <PersonNameFields control={control} />
        <EmailField control={control} name="email" />
        <MobileField control={control} name="mobile" placeholder="9XXXXXXXXX" required fullWidth />
        <PasswordField control={control} name="password" label="Password" required fullWidth />
        <PasswordField
          control={control}
          name="confirmPassword"
          label="Confirm password"
          required
          fullWidth
        />
        <ConsentField
          control={control}
          name="privacy"
          label={<>I have read and accept the {legalLink('privacy', 'Data Privacy Policy')}</>}
        />
        <ConsentField
          control={control}
          name="agree"
          label={<>I agree to the {legalLink('terms', 'General Terms and Conditions')}</>}
        />
        <ErrorAlerts messages={errors} />
        <Button type="submit" variant="contained" size="large" disabled={signUpMutation.isPending}>
          {signUpMutation.isPending ? 'Signing up…' : 'Sign Up'}
        </Button>
      </Stack>
    </Box>
  );
}
