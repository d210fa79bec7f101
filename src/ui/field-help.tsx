import type { ReactNode } from 'react';
import { Text, type TextProps } from 'react-aria-components';
import styles from './field.module.css';
import { FieldError } from './field-error.tsx';

export interface FieldHelpProps extends Omit<TextProps, 'slot' | 'children'> {
  /** The help text under a field, read with it as its description; none by default. */
  description?: ReactNode;
  /** The error line's text; without one the field's own validation errors show, once invalid. */
  errorMessage?: string;
}

/** What stands under every kit field: its description, then its error line. */
export function FieldHelp({ description, errorMessage, ...rest }: FieldHelpProps) {
  return (
    <>
      {description ? (
        <Text {...rest} slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
