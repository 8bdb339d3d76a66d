import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPeso } from '@shop/shared';
import type { TradeInValuationDto } from '@shop/shared/trade-in';
import { useState, type FormEvent } from 'react';
import { calculateTradeIn, type TradeInAnswers } from '../api/calculate-trade-in';
import { useFairMarketBodyTypes } from '../api/get-fair-market-body-types';
import { useFairMarketBrands } from '../api/get-fair-market-brands';
import { useFairMarketSubModels } from '../api/get-fair-market-sub-models';
import { useFairMarketYears } from '../api/get-fair-market-years';

const CONDITIONS = [
  { value: 'like_new', label: 'Like new — no marks, all parts' },
  { value: 'good', label: 'Good — light wear' },
  { value: 'fair', label: 'Fair — visible wear, works well' },
  { value: 'worn', label: 'Worn — stains, tears or repairs' },
] as const;

type Field = 'bodyType' | 'brand' | 'subModel' | 'year' | 'condition' | 'pricePaid';

export interface TradeInFormProps {
  /** The shopper accepts the offer for these answers (the route signs in and issues the code). */
  onAccept: (answers: TradeInAnswers) => void;
  accepting: boolean;
}

/**
 * Pick type, brand, line, year and condition (and what was paid, if known), then see the fair
 * market range and the credit the shop offers, with the rule it applied.
 */
export function TradeInForm({ onAccept, accepting }: TradeInFormProps) {
  const bodyTypes = useFairMarketBodyTypes();
  const brands = useFairMarketBrands();
  const years = useFairMarketYears();
  const [values, setValues] = useState<Record<Field, string>>({
    bodyType: '',
    brand: '',
    subModel: '',
    year: '',
    condition: '',
    pricePaid: '',
  });
  const subModels = useFairMarketSubModels(values.brand);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{
    answers: TradeInAnswers;
    value: TradeInValuationDto;
  } | null>(null);
  const [pending, setPending] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    if (field === 'brand') next.subModel = '';
    setValues(next);
    setResult(null);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!values.bodyType) missing.bodyType = 'Choose the type of furniture.';
    if (!values.brand) missing.brand = 'Choose the brand.';
    if (!values.subModel) missing.subModel = 'Choose the product line.';
    if (!values.year) missing.year = 'Choose the year you bought it.';
    if (!values.condition) missing.condition = 'Choose the condition.';
    const paid = values.pricePaid.trim() === '' ? undefined : Number(values.pricePaid);
    if (paid !== undefined && !(paid > 0)) {
      missing.pricePaid = 'Price paid must be a positive amount in pesos.';
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const answers: TradeInAnswers = {
      bodyType: values.bodyType,
      brand: values.brand,
      subModel: values.subModel,
      year: Number(values.year),
      condition: values.condition as TradeInAnswers['condition'],
      ...(paid !== undefined ? { pricePaid: paid } : {}),
    };
    setPending(true);
    setProblem(null);
    const response = await calculateTradeIn(answers);
    setPending(false);
    if (!response.ok) {
      const fields = (response.errors ?? {}) as Partial<Record<Field, string>>;
      setErrors(fields);
      setProblem(response.message);
      return;
    }
    setResult({ answers, value: response.data });
  };

  const select = (field: Field, label: string, options: { value: string; label: string }[]) => (
    <TextField
      select
      required
      fullWidth
      id={`trade-in-${field}`}
      label={label}
      value={values[field]}
      onChange={set(field)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? ' '}
      // Native: the phone's own picker, and a plain <select> for keyboards and screen readers.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose…</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );

  return (
    <Box>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="Value your old furniture"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {select(
          'bodyType',
          'Type of furniture',
          (bodyTypes.data ?? []).map((type) => ({ value: type.id, label: type.label })),
        )}
        {select(
          'brand',
          'Brand',
          (brands.data ?? []).map((brand) => ({ value: brand, label: brand })),
        )}
        {select(
          'subModel',
          'Product line',
          (subModels.data ?? []).map((line) => ({ value: line, label: line })),
        )}
        {select(
          'year',
          'Year bought',
          (years.data ?? []).map((year) => ({ value: String(year), label: String(year) })),
        )}
        {select('condition', 'Condition', [...CONDITIONS])}
        <TextField
          fullWidth
          id="trade-in-pricePaid"
          label="Price paid (optional, ₱)"
          inputMode="decimal"
          value={values.pricePaid}
          onChange={set('pricePaid')}
          error={Boolean(errors.pricePaid)}
          helperText={errors.pricePaid ?? 'Leave empty if you do not remember.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Calculating…' : 'See its value'}
          </Button>
        </Box>
      </Box>
      {problem && !result && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      {result && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="trade-in-offer"
          sx={{ mt: 3, p: { xs: 2, sm: 3 } }}
        >
          <Typography id="trade-in-offer" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Your offer
          </Typography>
          <Typography>
            Fair market value:{' '}
            <strong>
              {formatPeso(result.value.low)} – {formatPeso(result.value.high)}
            </strong>
          </Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, my: 1 }}>
            Trade-in credit: {formatPeso(result.value.credit)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            How we got there: {result.value.rule}
          </Typography>
          <Button
            variant="contained"
            color="secondary"
            disabled={accepting || result.value.credit <= 0}
            onClick={() => onAccept(result.answers)}
          >
            {accepting ? 'Accepting…' : 'Accept credit'}
          </Button>
        </Paper>
      )}
    </Box>
  );
}
