import '../i18n/kit.ts';
import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Group,
  Input,
  Button as RacButton,
  NumberField as RacNumberField,
  type NumberFieldProps as RacNumberFieldProps,
} from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import styles from './field.module.css';
import { FieldHelp } from './field-help.tsx';
import { FieldLabel } from './field-label.tsx';

export interface NumberFieldProps extends RacNumberFieldProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
}

/**
 * Arrow keys and the buttons step the value within its range; typing is parsed in the user's locale.
 * A typed value out of range is clamped on leaving the field, or, with `commitBehavior="validate"`,
 * kept as typed for the form's `range` rule to refuse at the field (a setting that quietly became
 * another value is not what its user chose).
 */
export function NumberField({ label, description, errorMessage, className, ...rest }: NumberFieldProps) {
  const t = useT();
  return (
    <RacNumberField
      {...rest}
      // Invalid only when the console says so: a value kept out of range would otherwise carry the
      // browser's own message ("Value must be…"), in the browser's language, under the field.
      isInvalid={rest.isInvalid ?? Boolean(errorMessage)}
      className={[styles.field, typeof className === 'string' ? className : ''].join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <RacButton slot="decrement" className={styles.iconButton} aria-label={t('kit.decrease')}>
          <Minus aria-hidden="true" size={14} />
        </RacButton>
        <Input className={styles.input} />
        <RacButton slot="increment" className={styles.iconButton} aria-label={t('kit.increase')}>
          <Plus aria-hidden="true" size={14} />
        </RacButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RacNumberField>
  );
}
