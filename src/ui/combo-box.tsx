import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useContext } from 'react';
import {
  ComboBoxStateContext,
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

/**
 * Type to filter a list, pick with arrows and Enter; items are kit SelectItems. Enter after typing, with
 * no item highlighted, picks the first item the list shows (typing 广东 and Enter picks 广东省).
 */
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
      <ComboBoxGroup allowsCustomValue={rest.allowsCustomValue}>
        <Input className={styles.input} placeholder={placeholder} />
        <RacButton className={styles.iconButton}>
          <ChevronDown aria-hidden="true" size={16} />
        </RacButton>
      </ComboBoxGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={menuStyles.popover}>
        <ListBox className={menuStyles.menu}>{children}</ListBox>
      </Popover>
    </RacComboBox>
  );
}

/**
 * React Aria's Enter commits the highlighted item, and with none highlighted it puts back the last
 * chosen value, so what a user typed vanished and nothing was picked. Highlighting the first item shown
 * before that Enter is handled makes it commit that item; a custom value, where one is allowed, is left
 * to React Aria.
 */
function ComboBoxGroup({
  allowsCustomValue,
  children,
}: {
  allowsCustomValue?: boolean;
  children: ReactNode;
}) {
  const state = useContext(ComboBoxStateContext);
  const enterPicksFirst = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || allowsCustomValue || !state?.isOpen || state.inputValue.trim() === '') return;
    const selection = state.selectionManager;
    if (selection.focusedKey != null) return;
    for (let key = state.collection.getFirstKey(); key != null; key = state.collection.getKeyAfter(key)) {
      if (state.collection.getItem(key)?.type === 'item' && !selection.isDisabled(key)) {
        selection.setFocusedKey(key);
        return;
      }
    }
  };
  return (
    <Group className={styles.group} onKeyDownCapture={enterPicksFirst}>
      {children}
    </Group>
  );
}
