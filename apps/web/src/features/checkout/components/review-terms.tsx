import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TERMS_REQUIRED } from '../checkout-messages';

export const TERMS_REQUIRED_MESSAGE =
  'Please agree to the Terms and Conditions to place your order.';

export interface ReviewTermsProps {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  onOpenTerms: () => void;
  trackStatus: boolean;
  onTrackStatusChange: (track: boolean) => void;
  /** Shown once the shopper tried to place the order without agreeing. */
  showError: boolean;
}

/** Consent to the terms (read in their modal) and e-mail updates on the order's status. */
export function ReviewTerms({
  agreed,
  onAgreedChange,
  onOpenTerms,
  trackStatus,
  onTrackStatusChange,
  showError,
}: ReviewTermsProps) {
  const errorId = useId();
  const invalid = showError && !agreed;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={agreed}
            onChange={(event) => onAgreedChange(event.target.checked)}
            slotProps={{
              input: {
                'aria-invalid': invalid,
                'aria-describedby': invalid ? errorId : undefined,
              },
            }}
          />
        }
        label="I have read and agree to the Terms and Conditions."
      />
      <Typography variant="body2" sx={{ pl: 4 }}>
        <Link
          component="button"
          type="button"
          onClick={onOpenTerms}
          sx={{ verticalAlign: 'baseline' }}
        >
          Read the Terms and Conditions
        </Link>
      </Typography>
      {invalid ? (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0, pl: 4 }}>
          {TERMS_REQUIRED}
        </FormHelperText>
      ) : null}
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox
            checked={trackStatus}
            onChange={(event) => onTrackStatusChange(event.target.checked)}
          />
        }
        label="E-mail me when my order's status changes."
      />
    </Box>
  );
}
