import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { abroadCheckoutSchema, FOREIGN_MOBILE_RULES } from '@shop/shared/abroad';
import { OFW_COUNTRIES } from '@shop/shared/ofw';
import type { AbroadDetails } from '../stores/checkout';

/** The abroad part's problems by field (`buyerMobile`, `recipient.mobile`…), empty when fine. */
export function abroadProblems(abroad: AbroadDetails): Record<string, string> {
  const result = abroadCheckoutSchema.safeParse(abroad);
  const problems: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    problems[issue.path.join('.')] ??= issue.message;
  }
  return problems;
}

export interface AbroadBuyerFieldsProps {
  value: AbroadDetails;
  onChange: (value: AbroadDetails) => void;
  /** Problems to show, by field (see abroadProblems). */
  problems: Record<string, string>;
}

/** The buyer abroad: the country they are in and their mobile number there. */
export function AbroadBuyerFields({ value, onChange, problems }: AbroadBuyerFieldsProps) {
  const country = OFW_COUNTRIES.find((entry) => entry.code === value.country);
  const rule = FOREIGN_MOBILE_RULES[value.country];
  return (
    <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        select
        label="Country you are in"
        value={value.country}
        onChange={(event) => onChange({ ...value, country: event.target.value })}
        error={Boolean(problems.country)}
        helperText={problems.country}
      >
        {OFW_COUNTRIES.map((entry) => (
          <MenuItem key={entry.code} value={entry.code}>
            {entry.name} ({entry.callingCode})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Your mobile number"
        required
        type="tel"
        autoComplete="tel-national"
        value={value.buyerMobile}
        onChange={(event) => onChange({ ...value, buyerMobile: event.target.value })}
        error={Boolean(problems.buyerMobile)}
        helperText={
          problems.buyerMobile ??
          (rule
            ? `${rule.digits[0] === rule.digits[1] ? rule.digits[0] : `${rule.digits[0]}–${rule.digits[1]}`} digits; we text you about payment and delivery`
            : undefined)
        }
        slotProps={{
          input: {
            startAdornment: country ? (
              <InputAdornment position="start">{country.callingCode}</InputAdornment>
            ) : undefined,
          },
          htmlInput: { maxLength: 30, inputMode: 'tel' },
        }}
      />
    </Box>
  );
}

/** The recipient in the Philippines: name, mobile (the spec's rule) and, if they like, e-mail. */
export function AbroadRecipientFields({ value, onChange, problems }: AbroadBuyerFieldsProps) {
  const recipient = value.recipient;
  const set = (patch: Partial<AbroadDetails['recipient']>) =>
    onChange({ ...value, recipient: { ...recipient, ...patch } });
  return (
    <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label="Recipient’s full name"
        required
        autoComplete="off"
        value={recipient.name}
        onChange={(event) => set({ name: event.target.value })}
        error={Boolean(problems['recipient.name'])}
        helperText={problems['recipient.name']}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label="Recipient’s mobile number"
        required
        type="tel"
        autoComplete="off"
        value={recipient.mobile}
        onChange={(event) => set({ mobile: event.target.value })}
        error={Boolean(problems['recipient.mobile'])}
        helperText={problems['recipient.mobile'] ?? '10 digits starting with 9, e.g. 917 123 4567'}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">+63</InputAdornment> },
          htmlInput: { maxLength: 20, inputMode: 'tel' },
        }}
      />
      <TextField
        label="Recipient’s e-mail (optional)"
        type="email"
        autoComplete="off"
        value={recipient.email}
        onChange={(event) => set({ email: event.target.value })}
        error={Boolean(problems['recipient.email'])}
        helperText={problems['recipient.email'] ?? 'We send them the order’s mails too'}
        sx={{ gridColumn: { sm: '1 / -1' } }}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
    </Box>
  );
}
