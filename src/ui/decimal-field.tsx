import type { ReactNode } from 'react';
import { Group, Input } from 'react-aria-components';
import styles from './field.module.css';
import { invalidOf, TextFieldFrame, type TextFieldFrameProps } from './text-field-frame.tsx';

export interface DecimalFieldProps extends TextFieldFrameProps {
  /** The unit shown before the amount (`¥`) — say it in the label too for screen readers ("价格（元）"). */
  prefix?: ReactNode;
  /** The unit shown after the amount (`%`). */
  suffix?: ReactNode;
  placeholder?: string;
}

/**
 * An amount of money or a percentage, typed as text and kept as a decimal string ("12.50"): a
 * RAC NumberField would parse it to a float and reformat it by locale, which is the drift that
 * contract/decimal.ts exists to avoid. Check it with the form rule `{ decimal: moneyRule }`.
 * Defaults: `inputMode="decimal"` (the phone's number pad with a point), no spell check.
 */
export function DecimalField({ prefix, suffix, placeholder, ...rest }: DecimalFieldProps) {
  return (
    <TextFieldFrame {...rest}>
      <Group className={styles.group} isInvalid={invalidOf(rest.isInvalid, rest.errorMessage)}>
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
    </TextFieldFrame>
  );
}
