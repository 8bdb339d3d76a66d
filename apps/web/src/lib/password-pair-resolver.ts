import { PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@shop/shared';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Adds 'Passwords do not match.' to a form's resolver as soon as both fields are filled, whatever
 * else is still wrong: zod skips an object's refinement once a field has stopped its own checks
 * (a required field left empty does), so the schema alone would say it only at the very end.
 */
export function withPasswordPair<TInput extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TInput, TContext, TOutput>,
  fields: { password: keyof TInput & string; confirm: keyof TInput & string } = {
    password: 'password',
    confirm: 'confirmPassword',
  },
): Resolver<TInput, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const password: unknown = values[fields.password];
    const confirm: unknown = values[fields.confirm];
    const mismatch =
      typeof password === 'string' &&
      typeof confirm === 'string' &&
      password !== '' &&
      confirm !== '' &&
      password !== confirm;
    if (!mismatch || result.errors[fields.confirm]) return result;
    const errors = {
      ...result.errors,
      [fields.confirm]: { type: 'custom', message: PASSWORDS_DO_NOT_MATCH_MESSAGE },
    } as FieldErrors<TInput>;
    return { values: {}, errors };
  };
}
