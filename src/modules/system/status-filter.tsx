import { useT } from '../../i18n/use-t.ts';
import layout from '../../ui/layout.module.css';
import { Select, SelectItem } from '../../ui/select.tsx';

const anyKey = 'any';

export interface StatusFilterProps {
  /** The list's `status` filter: '1' enabled, '0' disabled, absent for all. */
  value: string | undefined;
  /** With the new filter value ('' for all). */
  onChange: (value: string) => void;
}

/** The status filter of the member and role lists: all, enabled or disabled. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const t = useT();
  return (
    <Select
      label={t('system.status')}
      className={layout.filter}
      selectedKey={value ?? anyKey}
      onSelectionChange={(k) => onChange(k === anyKey || k === null ? '' : String(k))}
      items={[
        { id: anyKey, label: t('system.allStatus') },
        { id: '1', label: t('system.enabled') },
        { id: '0', label: t('system.disabled') },
      ]}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}
