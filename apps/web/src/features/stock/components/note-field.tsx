import { STOCK_LIMITS } from '@shop/shared/admin/stock';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';

/** A stock move's optional note, with its limit (and, given, what to write) as the hint. */
export function NoteField<T extends FieldValues & { note?: string | null }>({
  control,
  example,
}: {
  control: Control<T>;
  /** What staff could write, e.g. "a delivery receipt, what broke…". */
  example?: string;
}) {
  const limit = `Optional, up to ${STOCK_LIMITS.noteMax} characters`;
  return (
    <FormTextField
      control={control}
      name={'note' as FieldPath<T>}
      label="Note"
      fullWidth
      multiline
      minRows={2}
      helperText={example ? `${limit}: ${example}` : `${limit}.`}
    />
  );
}
