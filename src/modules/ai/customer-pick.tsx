import { useEffect, useState } from 'react';
import type { CustomerItem } from '../../../contract/customer.ts';
import { useT } from '../../i18n/use-t.ts';
import { ComboBox } from '../../ui/combo-box.tsx';
import { SelectItem } from '../../ui/select.tsx';
import { listCustomers, listPool } from '../crm/crm.public.ts';

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
  const [found, setFound] = useState<CustomerItem[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      const body = { keyword: keyword.trim() || undefined, pageSize: 10 };
      Promise.all([
        listCustomers(body, { notifyErrors: false }),
        listPool(body, { notifyErrors: false }).catch(() => ({ list: [] as CustomerItem[] })),
      ]).then(
        ([mine, pool]) => live && setFound([...mine.list, ...pool.list]),
        () => undefined,
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);
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
          {c.name}
          {c.company ? `（${c.company}）` : ''}
        </SelectItem>
      )}
    </ComboBox>
  );
}
