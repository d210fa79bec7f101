import '../i18n/kit.ts';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  composeRenderProps,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  Button as RacButton,
  Select as RacSelect,
  type SelectProps as RacSelectProps,
  SelectValue,
} from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import styles from './field.module.css';
import { FieldHelp } from './field-help.tsx';
import { FieldLabel } from './field-label.tsx';
import menuStyles from './menu.module.css';

export interface SelectProps<T extends object> extends Omit<RacSelectProps<T>, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * The items are still being read (default false): the field says "加载中" ("Loading") where its
   * placeholder was, part of its button's name. A select with no items does not open, so without this
   * a press while they load seemed to do nothing.
   */
  isLoading?: boolean;
  /**
   * The items could not be read (default false): the field says "加载失败，按下重试" ("Loading failed —
   * press to retry") where its placeholder was, and pressing its button calls `onRetry`, which reads
   * them again. Without it a failed read looked like a list with nothing in it.
   */
  isLoadFailed?: boolean;
  onRetry?: () => void;
}

/**
 * A pick-one list in a popover; type-ahead and arrow keys come from RAC. `placeholder` defaults to
 * "请选择…" ("Choose…"), the console's wording for every choice, rather than React Aria's own.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  isLoading = false,
  isLoadFailed = false,
  onRetry,
  ...rest
}: SelectProps<T>) {
  const t = useT();
  const failed = isLoadFailed && !isLoading;
  return (
    <RacSelect
      {...rest}
      placeholder={
        isLoading
          ? t('kit.loading')
          : failed
            ? t('kit.loadFailedRetry')
            : (rest.placeholder ?? t('kit.choose'))
      }
      isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
      className={composeRenderProps(className, (c) =>
        [styles.field, styles.ringInside, c].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      {/* With no items the select does not open; a press is then the retry. */}
      <RacButton className={`${styles.input} ${styles.selectButton}`} onPress={failed ? onRetry : undefined}>
        <SelectValue />
        <ChevronDown aria-hidden="true" size={16} />
      </RacButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={menuStyles.popover}>
        <ListBox items={items} className={menuStyles.menu}>
          {children}
        </ListBox>
      </Popover>
    </RacSelect>
  );
}

export interface SelectItemProps extends ListBoxItemProps {}

export function SelectItem({ className, ...rest }: SelectItemProps) {
  return (
    <ListBoxItem
      {...rest}
      className={composeRenderProps(className, (c) => [menuStyles.item, c].filter(Boolean).join(' '))}
    />
  );
}
