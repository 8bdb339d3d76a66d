import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductFormValues } from '@shop/shared/admin/product';
import { PRODUCT_LIMITS } from '@shop/shared/admin/product';
import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDescriptionPreview } from '../api/preview-description';

/** How long typing pauses before the preview is asked for again. */
export const PREVIEW_DELAY_MS = 400;

/** The description's Markdown beside a live preview rendered as the shop will show it. */
export function DescriptionEditor({ control }: { control: Control<ProductFormValues> }) {
  const previewId = useId();
  const markdown = useWatch({ control, name: 'description' }) ?? '';
  const debounced = useDebouncedValue(markdown, PREVIEW_DELAY_MS);
  const preview = useDescriptionPreview(debounced);
  const html = debounced.trim() === '' ? '' : (preview.data?.html ?? '');

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <FormTextField
        control={control}
        name="description"
        label="Description"
        required
        multiline
        minRows={10}
        maxRows={24}
        fullWidth
        helperText={`Markdown: **bold**, *italic*, ## headings, - lists, [links](https://…). ${markdown.length} / ${PRODUCT_LIMITS.descriptionMax.toLocaleString('en-PH')} characters.`}
        sx={{ flex: 1 }}
      />
      <Box
        sx={{
          flex: 1,
          minHeight: 240,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 2,
          overflow: 'auto',
          maxHeight: 560,
          bgcolor: 'grey.50',
        }}
        role="region"
        aria-labelledby={previewId}
      >
        <Typography id={previewId} variant="overline" color="text.secondary" component="h3">
          Preview
        </Typography>
        {preview.isError ? (
          <Typography color="error" role="alert">
            {preview.error.message}
          </Typography>
        ) : html ? (
          <Box
            aria-live="polite"
            data-testid="description-preview"
            sx={{ '& img': { maxWidth: '100%' }, '& :first-of-type': { mt: 0 } }}
            // The server renders it without raw HTML and with safe links only (content module).
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <Typography color="text.secondary">
            The description shows here as shoppers will see it.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
