import type { CustomerGroupItem } from '../../../contract/customer.ts';
import { maxPageSize } from '../../../contract/envelope.ts';
import { useT } from '../../i18n/use-t.ts';
import { Select, SelectItem } from '../../ui/select.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { listCustomerGroups } from '../crm/crm.public.ts';

export interface CustomerGroupSelectProps {
  selectedId: number | null;
  onChange: (id: number | null, group: CustomerGroupItem | null) => void;
  description?: string;
  errorMessage?: string | undefined;
  autoFocus?: boolean;
}

/**
 * The saved customer groups to send to, each with how many customers the sender may see in it now
 * (the send reaches only those, and only the ones with a mobile or an e-mail).
 */
export function CustomerGroupSelect({
  selectedId,
  onChange,
  description,
  errorMessage,
  autoFocus,
}: CustomerGroupSelectProps) {
  const t = useT();
  const read = useResource(() => listCustomerGroups({ pageSize: maxPageSize }).then((page) => page.list));
  const groups = read.data;
  return (
    <Select
      label={t('notify.group.label')}
      isRequired
      items={groups ?? []}
      isLoading={read.loading}
      isLoadFailed={read.failed}
      onRetry={read.retry}
      selectedKey={selectedId}
      onSelectionChange={(k) => {
        const id = k === null ? null : Number(k);
        onChange(id, groups?.find((g) => g.id === id) ?? null);
      }}
      errorMessage={errorMessage}
      description={groups && groups.length === 0 ? t('notify.group.none') : description}
      autoFocus={autoFocus}
    >
      {(g) => (
        <SelectItem id={g.id} textValue={t('notify.group.option', { name: g.name, count: g.count })}>
          {t('notify.group.option', { name: g.name, count: g.count })}
        </SelectItem>
      )}
    </Select>
  );
}
