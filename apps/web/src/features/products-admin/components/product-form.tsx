import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  PRODUCT_LIMITS,
  productInputSchema,
  type AdminProduct,
  type ProductFormValues,
  type ProductInput,
} from '@shop/shared/admin/product';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { fieldErrors } from '../../../lib/admin-api';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useSaveProduct } from '../api/save-product';
import { CategoryPicker } from './category-picker';
import { CountedTextField } from './counted-text-field';
import { DescriptionEditor } from './description-editor';
import { FormNumberField } from './form-number-field';
import { FormSection } from './form-section';
import { MaterialsField } from './materials-field';
import { emptyProductValues, formFieldOf, productToFormValues } from './product-form-values';
import { ProtectionPlanFields } from './protection-plan-fields';
import { VariantsFields } from './variants-fields';
import { BlockedNavigationDialog } from '../../../components/admin/unsaved-changes-dialog';

export interface ProductFormProps {
  /** The product being edited; none for a new one. */
  product?: AdminProduct;
  /** Called once the saved product is in the form (nothing is unsaved any more). */
  onSaved: (product: AdminProduct, created: boolean) => void;
}

/** A product's fields and variants, checked by the shared schema the API validates with. */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const save = useSaveProduct();
  const [error, setError] = useState<string | null>(null);
  const saved = useRef<{ product: AdminProduct; created: boolean } | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    setError: setFieldError,
    setFocus,
    formState: { isDirty, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productInputSchema),
    // Checked on save, then again on each change: with a resolver, leaving one variant's field
    // re-checks the whole variants list and would flag rows the staff have not reached yet.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: product ? productToFormValues(product) : emptyProductValues(),
  });
  const orderedIds = useMemo(
    () => new Set(product?.variants.filter((v) => v.ordered).map((v) => v._id) ?? []),
    [product],
  );
  const blocker = useUnsavedChanges(isDirty && !isSubmitting);

  // Told only after the reset has rendered, so leaving the page is no longer held.
  useEffect(() => {
    const done = saved.current;
    if (done && !isDirty) {
      saved.current = null;
      onSaved(done.product, done.created);
    }
  }, [savedCount, isDirty, onSaved]);

  const submit = async (values: ProductInput) => {
    setError(null);
    try {
      const result = await save.mutateAsync({ id: product?._id, input: values });
      reset(productToFormValues(result));
      saved.current = { product: result, created: !product };
      setSavedCount((count) => count + 1);
    } catch (failure) {
      const unplaced: string[] = [];
      const placed: Path<ProductFormValues>[] = [];
      for (const [field, message] of Object.entries(fieldErrors(failure))) {
        const name = formFieldOf(field) as Path<ProductFormValues> | null;
        if (name) {
          setFieldError(name, { message });
          placed.push(name);
        } else unplaced.push(message);
      }
      // Only the first one is focused: moving focus on would re-check (and clear) the others.
      if (placed[0]) setFocus(placed[0]);
      if (placed.length === 0 || unplaced.length > 0)
        setError(unplaced[0] ?? ((failure as Error).message || GENERIC_ERROR_MESSAGE));
    }
  };

  const wide = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

  return (
    <>
      <Stack
        component="form"
        noValidate
        spacing={3}
        onSubmit={(event) => void handleSubmit(submit)(event)}
        aria-label={product ? `Edit ${product.name}` : 'New product'}
      >
        <FormSection title="Basics">
          <Box sx={wide}>
            <FormTextField control={control} name="name" label="Name" required fullWidth />
            <FormTextField
              control={control}
              name="sku"
              label="SKU"
              required
              fullWidth
              autoComplete="off"
              helperText="The product’s own code; each variant has its SKU too."
            />
            <FormTextField
              control={control}
              name="friendlyUrl"
              label="Friendly URL"
              fullWidth
              autoComplete="off"
              helperText="Left empty, it is made from the name. Changing it later keeps the old address working: it leads to the new one."
              sx={{ gridColumn: { md: '1 / -1' } }}
            />
          </Box>
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Switch
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
                label="Active: shown in the shop"
              />
            )}
          />
        </FormSection>

        <FormSection
          title="Description"
          hint="Written in Markdown; the preview shows it as shoppers will."
        >
          <DescriptionEditor control={control} />
        </FormSection>

        <FormSection title="Categories and materials">
          <Stack spacing={2}>
            <CategoryPicker control={control} />
            <MaterialsField control={control} />
          </Stack>
        </FormSection>

        <FormSection
          title="Dimensions and weight"
          hint="Couriers price delivery from the packed weight and size."
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            <FormNumberField control={control} name="widthCm" label="Width (cm)" nullable />
            <FormNumberField control={control} name="depthCm" label="Depth (cm)" nullable />
            <FormNumberField control={control} name="heightCm" label="Height (cm)" nullable />
            <FormNumberField control={control} name="weightGrams" label="Weight (g)" required />
          </Box>
        </FormSection>

        <FormSection
          title="Variants"
          hint="Each colour, size or material the shopper can pick, with its own SKU and price."
        >
          <VariantsFields control={control} orderedIds={orderedIds} />
        </FormSection>

        <FormSection title="Protection plan">
          <ProtectionPlanFields control={control} setValue={setValue} />
        </FormSection>

        <FormSection
          title="Search engines"
          hint="Left empty, the name and the description are used."
        >
          <Stack spacing={2}>
            <CountedTextField
              control={control}
              name="seoTitle"
              label="SEO title"
              max={PRODUCT_LIMITS.seoTitleMax}
              hint="The title search results show."
              fullWidth
            />
            <CountedTextField
              control={control}
              name="seoDescription"
              label="SEO description"
              max={PRODUCT_LIMITS.seoDescriptionMax}
              hint="The summary under it."
              multiline
              minRows={2}
              fullWidth
            />
          </Stack>
        </FormSection>

        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <Paper
          variant="outlined"
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            p: 1.5,
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'flex-end',
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} aria-live="polite">
            {isDirty ? 'Unsaved changes' : 'All changes saved'}
          </Typography>
          <Button disabled={!isDirty || isSubmitting} onClick={() => reset()}>
            Discard changes
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : product ? 'Save product' : 'Create product'}
          </Button>
        </Paper>
      </Stack>
      <BlockedNavigationDialog blocker={blocker} />
    </>
  );
}
