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
   * go on the fields named in `fields` (by default, the form's own fields); `fields` may also be
   * a function that names the form's field for each field of the server's answer, or none.
   */
  const submitWith = useCallback(
    (
      send: (values: TOutput) => Promise<void>,
      fields?: readonly string[] | ((field: string) => Path<TValues> | undefined),
    ) =>
      handleSubmit((async (values: TOutput) => {
        setError(null);
        try {
          await send(values);
        } catch (failure) {
          const known = fields ?? Object.keys(values as object);
          const fieldOf =
            typeof known === 'function'
              ? known
              : (field: string) => (known.includes(field) ? (field as Path<TValues>) : undefined);
          let placed = 0;
          for (const [field, message] of Object.entries(fieldErrors(failure))) {
            const target = fieldOf(field);
            if (target === undefined) continue;
            setFieldError(target, { message });
            placed += 1;
          }
          if (placed === 0) setError((failure as Error).message || GENERIC_ERROR_MESSAGE);
        }
      }) as SubmitHandler<TOutput>),
    [handleSubmit, setFieldError],
  );

  /** `setError` here sets the form's message; `setFieldError` puts a message on one field. */
  return { ...form, error, setError, setFieldError, submitWith };
}
