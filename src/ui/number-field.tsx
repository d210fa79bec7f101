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

/** Arrow keys and the buttons step the value; typing is parsed in the user's locale. */
export function NumberField({ label, description, errorMessage, className, ...rest }: NumberFieldProps) {
  const t = useT();
  return (
    <RacNumberField
      {...rest}
      isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
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
