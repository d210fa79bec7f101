import type { ReactNode } from 'react';
import {
  Input,
  TextField as RacTextField,
  type TextFieldProps as RacTextFieldProps,
} from 'react-aria-components';
import styles from './field.module.css';
import { FieldHelp } from './field-help.tsx';
import { FieldLabel } from './field-label.tsx';

export interface TextFieldProps extends RacTextFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid: a server field error or the form check's message. */
  errorMessage?: string;
  placeholder?: string;
}

/** One-line text input with its label, help text and error line; `type="password"` for secrets. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <RacTextField
      {...rest}
      isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
      className={[styles.field, typeof className === 'string' ? className : ''].join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Input className={styles.input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RacTextField>
  );
}
