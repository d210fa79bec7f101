import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Group,
  Input,
  ListBox,
  Popover,
  Button as RacButton,
  ComboBox as RacComboBox,
  type ComboBoxProps as RacComboBoxProps,
} from 'react-aria-components';
import styles from './field.module.css';
import { FieldHelp } from './field-help.tsx';
import { FieldLabel } from './field-label.tsx';
import menuStyles from './menu.module.css';

export interface ComboBoxProps<T extends object> extends Omit<RacComboBoxProps<T>, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  placeholder?: string;
  children: ReactNode | ((item: T) => ReactNode);
}

/** Type to filter a list, pick with arrows and Enter; items are kit SelectItems. */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  className,
  ...rest
}: ComboBoxProps<T>) {
  return (
    <RacComboBox
      {...rest}
      isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
      className={composeRenderProps(className, (c) => [styles.field, c].filter(Boolean).join(' '))}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input className={styles.input} placeholder={placeholder} />
        <RacButton className={styles.iconButton}>
          <ChevronDown aria-hidden="true" size={16} />
        </RacButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={menuStyles.popover}>
        <ListBox className={menuStyles.menu}>{children}</ListBox>
      </Popover>
    </RacComboBox>
  );
}
