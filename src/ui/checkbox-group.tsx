import type { ReactNode } from 'react';
import {
  CheckboxGroup as RacCheckboxGroup,
  type CheckboxGroupProps as RacCheckboxGroupProps,
} from 'react-aria-components';
import styles from './checkbox.module.css';
import { FieldHelp } from './field-help.tsx';
import { FieldLabel } from './field-label.tsx';

export interface CheckboxGroupProps extends RacCheckboxGroupProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  children: ReactNode;
}

/** A labelled group of kit Checkboxes; its value is an array (docs/spec.md §5 checkbox groups). */
export function CheckboxGroup({ label, description, errorMessage, children, ...rest }: CheckboxGroupProps) {
  return (
    <RacCheckboxGroup
      {...rest}
      isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
      className={styles.group}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={styles.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RacCheckboxGroup>
  );
}
