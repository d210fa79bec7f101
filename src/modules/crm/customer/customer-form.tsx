import '../../../i18n/kit.ts';
import { useRef, useState } from 'react';
import { emptyAddress } from '../../../../contract/address.ts';
import type { CrmTagGroup, CrmTagItem } from '../../../../contract/crm-tag.ts';
import {
  customerGenders,
  customerLevels,
  customerMobileRule,
  customerNameRule,
} from '../../../../contract/customer.ts';
import {
  type CustomerField,
  customerFieldsAt,
  customerFieldValues,
} from '../../../../contract/customer-fields.ts';
import type { MessageKey } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { FieldRules } from '../../../lib/form-check.ts';
import type { FormObject, FormValue } from '../../../lib/form-serialiser.ts';
import { withFieldErrors } from '../../../services/field-errors.ts';
import { areaSource } from '../../../services/kit-sources.ts';
import { pickerInstant, pickerValue } from '../../../ui/date-time-picker.tsx';
import { addressOf, FormAddressField } from '../../../ui/form-address-field.tsx';
import layout from '../../../ui/layout.module.css';
import { ManagedForm } from '../../../ui/managed-form.tsx';
import { Select, SelectItem } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { TimeToComePicker, useTimeToComeRule } from '../../../ui/time-to-come-picker.tsx';
import { addCustomer, customerDetail, updateCustomer } from '../customer.ts';
import styles from './customer.module.css';
import { CustomerFieldInput, customerFieldForm, useCustomerFieldRules } from './customer-fields.tsx';
import { stageKey } from './customer-shared.tsx';
import { TagChecks } from './tag-checks.tsx';

const none = 'none';
const str = (v: FormValue | undefined) => (typeof v === 'string' ? v.trim() : '');
const genderKey: Record<(typeof customerGenders)[number], MessageKey> = {
  unknown: 'cust.gender.unknown',
  male: 'cust.gender.male',
  female: 'cust.gender.female',
};
const formStages = ['new', 'following', 'won'] as const;

const idsOf = (v: FormValue | undefined): number[] =>
  Array.isArray(v) ? v.flatMap((x) => (typeof x === 'string' && /^\d+$/.test(x) ? [Number(x)] : [])) : [];

export interface CustomerFormProps {
  /** The customer to edit; absent to add one (the caller owns it). */
  id?: number;
  sources: CrmTagItem[];
  tagGroups: CrmTagGroup[];
  onSaved: () => void;
}

/** A customer's details in the add/edit drawer: the contract's field rules, checked as typed. */
export function CustomerForm({ id, sources, tagGroups, onSaved }: CustomerFormProps) {
  const t = useT();
  const editing = id !== undefined;
  // The next follow-up time the customer has: kept as it is even when overdue. The form's machine
  // holds the rules it started with, so its check reads the time through the ref.
  const savedRef = useRef('');
  const [saved, setSaved] = useState('');
  const savedNext = (value: string) => {
    savedRef.current = value;
    setSaved(value);
    return value;
  };
  const rules: FieldRules = {
    name: { ...customerNameRule, label: t('cust.name') },
    mobile: { ...customerMobileRule, label: t('cust.mobile') },
    ...useCustomerFieldRules(),
    nextFollowAt: useTimeToComeRule('nextFollowAt', t('cust.nextFollowAt'), () => savedRef.current),
  };
  const load = editing
    ? async (): Promise<FormObject> => {
        const d = await customerDetail(id, { notifyErrors: false });
        return {
          name: d.name,
          mobile: d.mobile,
          gender: d.gender,
          ...customerFieldForm(d),
          address: { ...d.address },
          sourceId: d.sourceId === null ? none : String(d.sourceId),
          tagIds: d.tags.map((x) => String(x.id)),
          stage: d.stage === 'lost' ? 'following' : d.stage,
          level: d.level ?? none,
          nextFollowAt: savedNext(d.nextFollowAt ? pickerValue(new Date(d.nextFollowAt)) : ''),
        };
      }
    : undefined;
  const submit = async (v: FormObject) => {
    const next = str(v.nextFollowAt);
    const source = str(v.sourceId);
    const level = customerLevels.find((l) => l === str(v.level)) ?? null;
    const typed = (f: CustomerField) => str(v[f.key]);
    const fields = {
      name: str(v.name),
      mobile: str(v.mobile),
      gender: customerGenders.find((g) => g === str(v.gender)) ?? 'unknown',
      ...customerFieldValues('work', typed),
      ...customerFieldValues('contact', typed),
      address: addressOf(v.address),
      sourceId: source === '' || source === none ? null : Number(source),
      tagIds: idsOf(v.tagIds),
      stage: formStages.find((s) => s === str(v.stage)) ?? 'new',
      level,
      ...customerFieldValues('note', typed),
      nextFollowAt: next ? pickerInstant(next) : null,
    };
    if (!editing) return withFieldErrors(addCustomer(fields));
    // The time the customer has, untouched, is not sent: the picker's minute would drop its seconds.
    const { nextFollowAt, ...rest } = fields;
    return withFieldErrors(
      updateCustomer(next === savedRef.current ? { id, ...rest } : { id, ...rest, nextFollowAt }),
    );
  };
  return (
    <ManagedForm
      formId={`customer:${id ?? 'new'}`}
      live={id === undefined ? undefined : { entity: 'crm_customer', id: Number(id) }}
      rules={rules}
      initialValues={
        editing
          ? undefined
          : {
              name: '',
              mobile: '',
              gender: 'unknown',
              ...customerFieldForm(),
              address: { ...emptyAddress },
              sourceId: none,
              tagIds: [],
              stage: 'new',
              level: none,
              nextFollowAt: '',
            }
      }
      load={load}
      submit={submit}
      onSaved={onSaved}
      submitLabel={editing ? t('cust.save') : t('cust.addSubmit')}
      aria-label={editing ? t('cust.edit') : t('cust.addTitle')}
    >
      {(api) => {
        const tagIds = Array.isArray(api.values.tagIds) ? api.values.tagIds.map(String) : [];
        return (
          <div className={layout.form}>
            <div className={styles.twoColumns}>
              <TextField
                {...api.text('name')}
                label={t('cust.name')}
                maxLength={customerNameRule.max}
                autoFocus
              />
              <TextField {...api.text('mobile')} type="tel" inputMode="tel" label={t('cust.mobile')} />
              <Select
                {...api.choice('gender')}
                label={t('cust.gender')}
                items={customerGenders.map((g) => ({ id: g, label: t(genderKey[g]) }))}
              >
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </Select>
              {[...customerFieldsAt('work'), ...customerFieldsAt('contact')].map((f) => (
                <CustomerFieldInput key={f.key} field={f} api={api} />
              ))}
              <Select
                {...api.choice('sourceId')}
                label={t('cust.source')}
                items={[
                  { id: none, label: t('cust.none') },
                  ...sources.map((s) => ({ id: String(s.id), label: s.title })),
                ]}
              >
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </Select>
              <Select
                {...api.choice('stage')}
                label={t('cust.stage')}
                items={formStages.map((s) => ({ id: s, label: t(stageKey[s]) }))}
              >
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </Select>
              <Select
                {...api.choice('level')}
                label={t('cust.level')}
                items={[
                  { id: none, label: t('cust.none') },
                  ...customerLevels.map((l) => ({ id: l, label: l })),
                ]}
              >
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </Select>
            </div>
            <FormAddressField api={api} label={t('cust.address')} source={areaSource} />
            <TagChecks
              groups={tagGroups}
              value={tagIds}
              onChange={(picked) => api.setValue('tagIds', picked)}
              label={(g) => t('kit.labelled', { label: t('cust.tags'), value: g.title })}
            />
            <TimeToComePicker
              label={t('cust.nextFollowAt')}
              value={str(api.values.nextFollowAt)}
              kept={saved}
              onChange={(v) => api.setValue('nextFollowAt', v)}
              errorMessage={api.errors.nextFollowAt}
            />
            {customerFieldsAt('note').map((f) => (
              <CustomerFieldInput key={f.key} field={f} api={api} />
            ))}
          </div>
        );
      }}
    </ManagedForm>
  );
}
