import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_LIMITS,
  addressFormSchema,
  type Address,
  type AddressForm as AddressFormValues,
  type AddressInput,
} from '@shop/shared/address';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { FormTextField, ErrorNotice, MobileField } from '../../../components/form/form-text-field';
import { toDisplayMessages } from '../../../lib/error-messages';
import { isRecord } from '../../../lib/storage';
import { useSaveAddress } from '../api/save-address';
import { useCities, useProvinces, useRegions } from '../api/get-locations';

const FIELDS = [
  'label',
  'contactName',
  'mobile',
  'region',
  'province',
  'city',
  'barangay',
  'street',
  'zip',
  'isDefaultShipping',
  'isDefaultBilling',
] as const satisfies readonly FieldPath<AddressFormValues>[];
type Field = (typeof FIELDS)[number];
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);

const EMPTY: AddressFormValues = {
  label: '',
  contactName: '',
  mobile: '',
  region: '',
  province: '',
  city: '',
  barangay: '',
  street: '',
  zip: '',
  isDefaultShipping: false,
  isDefaultBilling: false,
};

const valuesOf = (address: Address | null | undefined): AddressFormValues =>
  address
    ? {
        label: address.label,
        contactName: address.contactName,
        mobile: address.mobile,
        region: address.region,
        province: address.province,
        city: address.city,
        barangay: address.barangay,
        street: address.street,
        zip: address.zip,
        isDefaultShipping: address.isDefaultShipping,
        isDefaultBilling: address.isDefaultBilling,
      }
    : EMPTY;

// A native select: the phone's own picker, and a label that always sits above the value.
const selectSlotProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

type AddressControl = Control<AddressFormValues, unknown, AddressInput>;

/** A required region, province or city chosen from one of the shop's location lists. */
function PlaceSelect({
  control,
  name,
  label,
  places,
  placeholder,
  disabled,
  hint,
  onPicked,
}: {
  control: AddressControl;
  name: 'region' | 'province' | 'city';
  label: string;
  places: readonly { code: string; name: string }[] | undefined;
  /** The empty choice's text (it says while the list loads). */
  placeholder: string;
  disabled?: boolean;
  /** Shown under the field when it has no error. */
  hint?: string;
  /** After a pick: clears the places that depend on it. */
  onPicked?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field }, fieldState: { error } }) => (
        <TextField
          {...field}
          select
          label={label}
          required
          disabled={disabled ?? field.disabled}
          value={value ?? ''}
          inputRef={ref}
          onChange={(event) => {
            onChange(event.target.value);
            onPicked?.();
          }}
          error={Boolean(error)}
          helperText={error?.message ?? hint}
          slotProps={selectSlotProps}
        >
          <option value="">{placeholder}</option>
          {places?.map((place) => (
            <option key={place.code} value={place.name}>
              {place.name}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/** One of the "use as my default" checkboxes. */
function DefaultCheckbox({
  control,
  name,
  label,
}: {
  control: AddressControl;
  name: 'isDefaultShipping' | 'isDefaultBilling';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field } }) => (
        <FormControlLabel
          control={
            <Checkbox
              {...field}
              slotProps={{ input: { ref } }}
              checked={Boolean(value)}
              onChange={(event) => onChange(event.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
}

export interface AddressFormProps {
  /** The address to edit; without it the form adds a new one. */
  address?: Address | null;
  /** Values for a new address (e.g. the customer's name). */
  initialValues?: Partial<AddressFormValues>;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}

/**
 * The address book form: the shared address rules and messages, region → province → city from
 * the shop's location lists (a province without a list takes the city as typed), and the
 * server's field messages in place.
 */
export function AddressForm({ address, initialValues, onSaved, onCancel }: AddressFormProps) {
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    AddressFormValues,
    unknown,
    AddressInput
  >({
    resolver: zodResolver(addressFormSchema),
    defaultValues: address ? valuesOf(address) : { ...EMPTY, ...initialValues },
  });
  const save = useSaveAddress();
  const [notice, setNotice] = useState<string[]>([]);
  const region = useWatch({ control, name: 'region' }) ?? '';
  const province = useWatch({ control, name: 'province' }) ?? '';
  const regions = useRegions();
  const provinces = useProvinces(region);
  const cities = useCities(province);
  // A province the shop keeps no city list for: the city or municipality is typed.
  const typedCity = province !== '' && cities.isSuccess && cities.data.length === 0;

  // Metro Manila is the National Capital Region's only "province": pick it for the shopper.
  const onlyProvince = provinces.data?.length === 1 ? provinces.data[0]?.name : undefined;
  useEffect(() => {
    if (onlyProvince && province === '') setValue('province', onlyProvince, { shouldDirty: true });
  }, [onlyProvince, province, setValue]);

  const clear = (...fields: ('province' | 'city')[]) => {
    for (const name of fields) {
      setValue(name, '', { shouldValidate: formState.isSubmitted, shouldDirty: true });
    }
  };

  const submit = async (values: AddressInput) => {
    setNotice([]);
    const result = await save.mutateAsync({ id: address?._id, values });
    if (result.ok) {
      onSaved(result.data);
      return;
    }
    let focused = false;
    if (isRecord(result.errors)) {
      for (const [key, message] of Object.entries(result.errors)) {
        if (!isField(key) || typeof message !== 'string') continue;
        setError(key, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
    }
    setNotice(toDisplayMessages(result));
  };

  const placesError = regions.isError || provinces.isError || cities.isError;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-label={address ? 'Edit address' : 'New address'}
      sx={{ display: 'grid', gap: 2.25, pt: 1 }}
    >
      <ErrorNotice messages={notice} />
      {placesError ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                if (regions.isError) void regions.refetch();
                if (provinces.isError) void provinces.refetch();
                if (cities.isError) void cities.refetch();
              }}
            >
              Try again
            </Button>
          }
        >
          We could not load the list of places.
        </Alert>
      ) : null}

      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="label"
          label="Address label"
          required
          helperText="e.g. Home, Office"
          slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS.label } }}
        />
        <FormTextField
          control={control}
          name="contactName"
          label="Contact name"
          required
          autoComplete="name"
        />
        <MobileField
          control={control}
          name="mobile"
          required
          helperText="10 digits starting with 9, e.g. 917 123 4567"
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PlaceSelect
          control={control}
          name="region"
          label="Region"
          places={regions.data}
          placeholder={regions.isPending ? 'Loading regions…' : 'Choose a region'}
          onPicked={() => clear('province', 'city')}
        />
        <PlaceSelect
          control={control}
          name="province"
          label="Province"
          disabled={region === ''}
          hint={region === '' ? 'Choose a region first' : undefined}
          places={provinces.data}
          placeholder={
            region !== '' && provinces.isPending ? 'Loading provinces…' : 'Choose a province'
          }
          onPicked={() => clear('city')}
        />
        {typedCity ? (
          <FormTextField
            control={control}
            name="city"
            label="City / Municipality"
            required
            autoComplete="address-level2"
            slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS.place } }}
          />
        ) : (
          <PlaceSelect
            control={control}
            name="city"
            label="City / Municipality"
            disabled={province === ''}
            hint={province === '' ? 'Choose a province first' : undefined}
            places={cities.data}
            placeholder={
              province !== '' && cities.isPending
                ? 'Loading cities…'
                : 'Choose a city or municipality'
            }
          />
        )}
        <FormTextField
          control={control}
          name="barangay"
          label="Barangay"
          required
          autoComplete="address-level3"
          slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS.barangay } }}
        />
      </Box>
      <FormTextField
        control={control}
        name="street"
        label="Street, building, house or unit number"
        required
        autoComplete="address-line1"
        slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS.street } }}
      />
      <FormTextField
        control={control}
        name="zip"
        label="ZIP code"
        required
        autoComplete="postal-code"
        helperText="4 digits"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        sx={{ maxWidth: { sm: 'calc(50% - 9px)' } }}
      />
      <FormGroup>
        <DefaultCheckbox
          control={control}
          name="isDefaultShipping"
          label="Use as my default shipping address"
        />
        <DefaultCheckbox
          control={control}
          name="isDefaultBilling"
          label="Use as my default billing address"
        />
      </FormGroup>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          Save address
        </Button>
      </Box>
    </Box>
  );
}
