import type { ReactNode } from 'react';
import {
  Group,
  Input,
  TextField as RacTextField,
  type TextFieldProps as RacTextFieldProps,
} from 'react-aria-components';
import styles from './field.module.css';
import { FieldHelp } from './field-help.tsx';
import { FieldLabel } from './field-label.tsx';

export interface DecimalFieldProps extends RacTextFieldProps {
  label: ReactNode;
  /** The unit shown before the amount (`¥`) — say it in the label too for screen readers ("价格（元）"). */
  prefix?: ReactNode;
  /** The unit shown after the amount (`%`). */
  suffix?: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  placeholder?: string;
}

/**
 * An amount of money or a percentage, typed as text and kept as a decimal string ("12.50"): a
 * RAC NumberField would parse it to a float and reformat it by locale, which is the drift that
 * contract/decimal.ts exists to avoid. Check it with the form rule `{ decimal: moneyRule }`.
 * Defaults: `inputMode="decimal"` (the phone's number pad with a point), no spell check.
 */
export function DecimalField({
  label,
  prefix,
  suffix,
  description,
  errorMessage,
  placeholder,
  className,
  ...rest
}: DecimalFieldProps) {
  return (
    <RacTextField
      {...rest}
      isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
      className={[styles.field, typeof className === 'string' ? className : ''].join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={styles.group} isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}>
        {prefix ? (
          <span className={styles.affix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <Input className={styles.input} inputMode="decimal" spellCheck={false} placeholder={placeholder} />
        {suffix ? (
          <span className={styles.affix} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RacTextField>
  );
}
