import { Label, type LabelProps } from 'react-aria-components';
import styles from './field.module.css';

export interface FieldLabelProps extends LabelProps {
  /** Marks the field required (a `*` after the label; the control itself says so to screen readers). */
  isRequired?: boolean;
}

/** The label of every kit field, so each required field carries the same mark. */
export function FieldLabel({ isRequired, className, ...rest }: FieldLabelProps) {
  return (
    <Label
      {...rest}
      data-required={isRequired || undefined}
      className={[styles.label, isRequired ? styles.required : '', className].filter(Boolean).join(' ')}
    />
  );
}
