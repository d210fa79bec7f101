import type { ReactNode } from 'react';
import { TextField as RacTextField, type TextFieldProps as RacTextFieldProps } from 'react-aria-components';
import styles from './field.module.css';
import { FieldHelp } from './field-help.tsx';
import { FieldLabel } from './field-label.tsx';

/** What every text-like kit field takes besides RAC's own props. */
export interface TextFieldFrameProps extends RacTextFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid: a server field error or the form check's message. */
  errorMessage?: string;
}

/**
 * The frame the one-line, multi-line and decimal fields share: RAC's text field marked invalid when
 * there is an error to show, the label, the field's own input (`children`), then its help and error.
 */
export function TextFieldFrame({
  label,
  description,
  errorMessage,
  className,
  children,
  ...rest
}: TextFieldFrameProps & { children: ReactNode }) {
  return (
    <RacTextField
      {...rest}
      isInvalid={invalidOf(rest.isInvalid, errorMessage)}
      className={[styles.field, typeof className === 'string' ? className : ''].join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      {children}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RacTextField>
  );
}

/** Invalid as told, or else when there is an error message to show. */
export function invalidOf(isInvalid: boolean | undefined, errorMessage: string | undefined) {
  return isInvalid ?? (errorMessage ? true : undefined);
}
