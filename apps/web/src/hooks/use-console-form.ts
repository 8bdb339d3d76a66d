import { useCallback, useEffect, useState } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormProps,
} from 'react-hook-form';
import { fieldErrors } from '../lib/admin-api';
import { GENERIC_ERROR_MESSAGE } from '../lib/api-client';

export interface ConsoleFormOptions<TValues extends FieldValues, TOutput> extends UseFormProps<
  TValues,
  unknown,
  TOutput
> {
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * A console form: react-hook-form checked on leaving each field, its unsaved changes reported,
 * and a submit that puts the server's field messages on their fields, or else says the failure
 * (`error`, for `FormActions`).
 */
export function useConsoleForm<TValues extends FieldValues, TOutput = TValues>({
  onDirtyChange,
  ...options
}: ConsoleFormOptions<TValues, TOutput>) {
  const form = useForm<TValues, unknown, TOutput>({ mode: 'onTouched', ...options });
  const [error, setError] = useState<string | null>(null);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const { handleSubmit, setError: setFieldError } = form;

  /**
   * The form's submit handler: runs `send` with the checked values. A failure's field messages
   * go on the fields named in `fields` (by default, the form's own fields).
   */
  const submitWith = useCallback(
    (send: (values: TOutput) => Promise<void>, fields?: readonly string[]) =>
      handleSubmit((async (values: TOutput) => {
        setError(null);
        try {
          await send(values);
        } catch (failure) {
          const known = fields ?? Object.keys(values as object);
          const placed = Object.entries(fieldErrors(failure)).filter(([field]) =>
            known.includes(field),
          );
          for (const [field, message] of placed) {
            setFieldError(field as Path<TValues>, { message });
          }
          if (placed.length === 0) setError((failure as Error).message || GENERIC_ERROR_MESSAGE);
        }
      }) as SubmitHandler<TOutput>),
    [handleSubmit, setFieldError],
  );

  return { ...form, error, setError, submitWith };
}
