import '../i18n/kit.ts';
import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Group,
  Input,
  Label,
  Button as RacButton,
  SearchField as RacSearchField,
  type SearchFieldProps as RacSearchFieldProps,
} from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import styles from './field.module.css';

export interface SearchFieldProps extends RacSearchFieldProps {
  label: ReactNode;
  placeholder?: string;
}

/**
 * `onChange` follows every keystroke (a list searches as you type, see the list machine), Enter
 * submits at once (`onSubmit`), Escape clears; the clear button is for pointer users.
 */
export function SearchField({ label, placeholder, className, ...rest }: SearchFieldProps) {
  const t = useT();
  return (
    <RacSearchField
      {...rest}
      className={composeRenderProps(className, (c) => [styles.field, c].filter(Boolean).join(' '))}
    >
      {({ isEmpty }) => (
        <>
          <Label className={styles.label}>{label}</Label>
          <Group className={styles.group}>
            <Search aria-hidden="true" size={16} style={{ marginLeft: 8, flex: 'none' }} />
            <Input className={styles.input} placeholder={placeholder} />
            {isEmpty ? null : (
              <RacButton className={styles.iconButton} aria-label={t('kit.clearSearch')}>
                <X aria-hidden="true" size={14} />
              </RacButton>
            )}
          </Group>
        </>
      )}
    </RacSearchField>
  );
}
