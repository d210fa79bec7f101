import { useEffect, useState } from 'react';
import { moneyRule } from '../../../../contract/decimal.ts';
import { useT } from '../../../i18n/use-t.ts';
import { checkForm } from '../../../lib/form-check.ts';
import { DecimalField } from '../../../ui/decimal-field.tsx';
import styles from './crm-sales.module.css';

type Bound = 'priceMin' | 'priceMax';

/**
 * The list's price range: two amounts applied on Enter or when the field is left, each checked as the
 * server checks a price; a bad one is marked at its field and not applied.
 */
export function PriceRange({
  min,
  max,
  onChange,
}: {
  min: string;
  max: string;
  onChange: (name: Bound, value: string) => void;
}) {
  const t = useT();
  const [text, setText] = useState<Record<Bound, string>>({ priceMin: min, priceMax: max });
  const [errors, setErrors] = useState<Partial<Record<Bound, string>>>({});
  // The address changed by itself (Back, a link): the fields follow.
  useEffect(() => setText({ priceMin: min, priceMax: max }), [min, max]);
  const labels: Record<Bound, string> = {
    priceMin: t('crm.product.priceMin'),
    priceMax: t('crm.product.priceMax'),
  };
  const apply = (name: Bound) => {
    const value = text[name].trim();
    const check = checkForm({ [name]: value }, { [name]: { decimal: moneyRule, label: labels[name] } });
    if (!check.ok) {
      setErrors((e) => ({ ...e, [name]: check.errors[name] }));
      return;
    }
    setErrors((e) => ({ ...e, [name]: undefined }));
    const normal = typeof check.values[name] === 'string' ? String(check.values[name]) : value;
    if (normal !== (name === 'priceMin' ? min : max)) onChange(name, normal);
  };
  return (
    <>
      {(['priceMin', 'priceMax'] as const).map((name) => (
        <DecimalField
          key={name}
          className={styles.priceFilter}
          label={labels[name]}
          prefix="¥"
          value={text[name]}
          onChange={(v) => setText((s) => ({ ...s, [name]: v }))}
          onBlur={() => apply(name)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply(name);
          }}
          errorMessage={errors[name]}
        />
      ))}
    </>
  );
}
