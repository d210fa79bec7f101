import '../../i18n/kit.ts';
import { useState } from 'react';
import type { CustomerItem } from '../../../contract/customer.ts';
import { useT } from '../../i18n/use-t.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { ComboBox } from '../../ui/combo-box.tsx';
import { SelectItem } from '../../ui/select.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { listCustomers, listPool } from '../crm/crm.public.ts';

const noCustomers: CustomerItem[] = [];

/**
 * The customer a follow-up summary is about: searched by name, mobile or company among the member's
 * list and the pool (the customers they may see; the server checks again before sending anything).
 */
export function CustomerPick({
  selectedId,
  onChange,
  className,
}: {
  selectedId: number | null;
  onChange: (id: number | null) => void;
  className?: string;
}) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const searched = useDebounced(keyword.trim(), 250);
  // Unread, the last customers found stay offered.
  const found =
    useResource(
      ['customers', searched],
      () => {
        const body = { keyword: searched || undefined, pageSize: 10 };
        return Promise.all([
          listCustomers(body, { notifyErrors: false }),
          listPool(body, { notifyErrors: false }).catch(() => ({ list: [] as CustomerItem[] })),
        ]).then(([mine, pool]) => [...mine.list, ...pool.list]);
      },
      { keep: true },
    ).data ?? noCustomers;
  return (
    <ComboBox
      label={t('ai.customer')}
      description={t('ai.customerHint')}
      className={className}
      isRequired
      items={found}
      inputValue={keyword}
      onInputChange={setKeyword}
      selectedKey={selectedId}
      onSelectionChange={(k) => {
        const customer = found.find((c) => c.id === Number(k));
        onChange(customer ? customer.id : null);
        if (customer) setKeyword(customer.name);
      }}
    >
      {(c) => (
        <SelectItem id={c.id} textValue={c.name}>
          {c.company ? t('kit.bracketed', { text: c.name, aside: c.company }) : c.name}
        </SelectItem>
      )}
    </ComboBox>
  );
}
