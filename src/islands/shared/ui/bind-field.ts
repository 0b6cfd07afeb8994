import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * Binds a form's register() and errors once, so each field reads `{...field('email')}`:
 * its registration and its error message, as TextInputField and RoleField take them.
 */
export function bindField<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return (name: Path<T>) => {
    const message = get<FieldErrors<T>, { message?: unknown } | undefined>(errors, name)?.message;
    return {
      registration: register(name),
      error: typeof message === 'string' ? message : undefined,
    };
  };
}
