import type { FormApi } from './managed-form.tsx';
import { TextField } from './text-field.tsx';

export interface NewPasswordFieldsProps {
  /** The ManagedForm the two fields belong to; they are its `password` and `confirmPassword`. */
  api: FormApi;
  /** The new password's label. */
  label: string;
  /** The new password's hint (its length). */
  description: string;
  /** The repeat's label. */
  confirmLabel: string;
  /** Default `false`: focus the new password when the form opens. */
  autoFocus?: boolean;
}

/** A new password and its repeat, both masked, marked for the browser's password manager as new. */
export function NewPasswordFields({
  api,
  label,
  description,
  confirmLabel,
  autoFocus = false,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        {...api.text('password')}
        type="password"
        autoComplete="new-password"
        label={label}
        description={description}
        autoFocus={autoFocus}
      />
      <TextField
        {...api.text('confirmPassword')}
        type="password"
        autoComplete="new-password"
        label={confirmLabel}
      />
    </>
  );
}
